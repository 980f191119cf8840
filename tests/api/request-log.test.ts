import { afterAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { requestLine } from "@/lib/http/request-log";
import { call, makeUser } from "../helpers/api";
import { httpApi } from "@/lib/http/api";
import { GET as anyApiGet } from "@/app/api/[...path]/route";

const { GET: health } = httpApi["/api/health"];

// docs/deploy.md#logs: one JSON line per /api request, with the route's pattern and never what a request
// carried (ids in the path, the query string, the body, the token).
const settings = env as { REQUEST_LOG?: "json" | "off" };
const original = settings.REQUEST_LOG;

afterAll(() => {
  settings.REQUEST_LOG = original;
});

describe("the request log", () => {
  it("names the route's pattern, never the ids in the path", () => {
    const line = JSON.parse(
      requestLine({
        requestId: "abcd1234",
        method: "GET",
        pattern: "/api/students/[id]",
        status: 200,
        ms: 12.345,
        userId: "u1",
      }),
    ) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: "abcd1234", method: "GET", route: "/api/students/[id]", status: 200 });
    expect(line.ms).toBe(12.3);
    expect(Date.parse(String(line.time))).not.toBeNaN();
    expect(JSON.parse(requestLine({ requestId: "x", method: "GET", status: 200, ms: 1, userId: null }))).toMatchObject({
      route: "(no route)",
    });
  });

  it("writes one line per request through route(), with who asked and no token, query or body", async () => {
    settings.REQUEST_LOG = "json";
    const teacher = await makeUser("teacher");
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      // Through the one /api route, as Next serves it: the table's pattern reaches the line, the id does not.
      await call(anyApiGet, {
        token: teacher.token,
        query: { phone: "+250788123456" },
        path: "/api/students/cm0secretid0000000000000",
      });
      await call(health);
    } finally {
      spy.mockRestore();
    }
    const lines = written.join("").trim().split("\n");
    expect(lines).toHaveLength(2);
    const [classes, probe] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(classes).toMatchObject({ method: "GET", route: "/api/students/[id]", userId: teacher.id });
    expect(probe).toMatchObject({ route: expect.any(String), status: 200, userId: null });
    expect(lines.join("\n")).not.toContain(teacher.token);
    expect(lines.join("\n")).not.toContain("788123456");
    expect(lines.join("\n")).not.toContain("cm0secretid");
  });

  it("is off when REQUEST_LOG=off", async () => {
    settings.REQUEST_LOG = "off";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      await call(health);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
