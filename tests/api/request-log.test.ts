import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { scanApiRoutes } from "@/lib/http/api-routes-scan.mjs";
import { requestLine } from "@/lib/http/request-log";
import { GET as listClasses } from "@/app/api/classes/route";
import { GET as health } from "@/app/api/health/route";
import { call, makeUser } from "../helpers/api";

// docs/deploy.md#logs: one JSON line per /api request, with the route's pattern and never what a request
// carried (ids in the path, the query string, the body, the token).
const settings = env as { REQUEST_LOG?: "json" | "off" };
const original = settings.REQUEST_LOG;

beforeAll(() => {
  process.env.API_ROUTE_METHODS = JSON.stringify(scanApiRoutes(path.resolve(import.meta.dirname, "../..")));
});
afterAll(() => {
  settings.REQUEST_LOG = original;
  delete process.env.API_ROUTE_METHODS;
});

describe("the request log", () => {
  it("names the route's pattern, never the ids in the path", () => {
    const line = JSON.parse(
      requestLine({
        requestId: "abcd1234",
        method: "GET",
        pathname: "/api/students/cm0secretid0000000000000",
        status: 200,
        ms: 12.345,
        userId: "u1",
      }),
    ) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: "abcd1234", method: "GET", route: "/api/students/[id]", status: 200 });
    expect(line.ms).toBe(12.3);
    expect(Date.parse(String(line.time))).not.toBeNaN();
    expect(JSON.stringify(line)).not.toContain("cm0secretid");
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
      await call(listClasses, { token: teacher.token, query: { phone: "+250788123456" } });
      await call(health);
    } finally {
      spy.mockRestore();
    }
    const lines = written.join("").trim().split("\n");
    expect(lines).toHaveLength(2);
    const [classes, probe] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(classes).toMatchObject({ method: "GET", status: 200, userId: teacher.id });
    expect(probe).toMatchObject({ route: expect.any(String), status: 200, userId: null });
    expect(lines.join("\n")).not.toContain(teacher.token);
    expect(lines.join("\n")).not.toContain("788123456");
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
