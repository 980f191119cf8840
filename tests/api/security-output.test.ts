import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { errorResponse } from "@/lib/http/error-response";
import { describeError, redact } from "@/lib/platform/log-error";
import { Badge } from "@/components/ui/badge";
import { Notice } from "@/components/ui/notice";
import { call, makeUser, unique } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { POST: signup } = peopleApi["/api/auth/signup"];
const { POST: createAdmin } = peopleApi["/api/auth/create-admin"];

const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(tsx?|mts|mjs|jsx?)$/.test(entry.name) ? [rel] : [];
  });
}

describe("no secrets in logs", () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(
          args
            .map((arg) =>
              arg instanceof Error
                ? `${arg.message}\n${arg.stack}`
                : typeof arg === "string"
                  ? arg
                  : JSON.stringify(arg),
            )
            .join(" "),
        );
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it("an unexpected error is logged without the passwords, tokens or hashes its message carried", () => {
    const token = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2VjcmV0LXBhcnQ.Y2lwaGVydGV4dA.dGFn";
    const error = new Error(
      [
        "Invalid `db.user.create()` invocation:",
        `{ data: { username: "amy", password: "hunter2-secret", passwordHash: "scrypt$16384$8$1$c2FsdA==$a2V5" } }`,
        `headers: { authorization: "Bearer ${token}" }`,
        "Unique constraint failed on the fields: (`username`)",
      ].join("\n"),
    );
    const res = errorResponse(error, "req12345");
    expect(res.status).toBe(500);
    const output = logged.join("\n");
    expect(output).toContain("req12345");
    for (const secret of ["hunter2-secret", "c2FsdA==", token, "c2VjcmV0LXBhcnQ"]) expect(output).not.toContain(secret);
  });

  it("redacts credential-shaped text wherever it appears", () => {
    expect(redact(`password=swordfish token: "abc.def" Authorization: Bearer xyz.123`)).not.toMatch(
      /swordfish|abc\.def|xyz\.123/,
    );
    expect(describeError(new Error(`"confirmPassword":"p4ss!"`))).not.toContain("p4ss!");
  });

  it("sign-in, sign-up and admin creation print nothing that contains a password or a token", async () => {
    const admin = await makeUser("admin");
    const username = unique("quiet");
    const password = "Correct-Horse-42";
    const up = await call<{ token: string }>(signup, {
      body: { username, email: `${username}@example.test`, password },
    });
    await call(signin, { body: { username, password: "Wrong-Horse-42" } });
    const ok = await call<{ token: string }>(signin, { body: { username, password } });
    await call(signup, { body: { username, email: `${username}@example.test`, password } }); // 409
    await call(createAdmin, {
      token: admin.token,
      body: {
        username: unique("boss"),
        email: "x@example.test",
        password: "Admin-Pass-9",
        confirmPassword: "Admin-Pass-9",
      },
    });
    await call(signin, { body: { username, password: "x".repeat(10_000) } });
    const output = logged.join("\n");
    for (const secret of [password, "Wrong-Horse-42", "Admin-Pass-9", up.body.token, ok.body.token, admin.token])
      expect(output).not.toContain(secret);
  });

  it("no source file logs a request body, a password or a token", () => {
    const offenders = [...sourceFiles("app"), ...sourceFiles("lib"), "proxy.ts"].flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(
          ({ line }) =>
            /console\.(log|info|warn|error|debug)\(/.test(line) &&
            /\b(password|passwordHash|token|secret|body|authorization|cookie)\b/i.test(line),
        )
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("user-typed text is rendered escaped", () => {
  const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

  it("no component injects raw HTML or evaluates strings", () => {
    const pattern =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|new Function\(|\beval\(/;
    const offenders = [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib")].filter((file) =>
      pattern.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offenders, "render user text as React children (escaped), never as HTML").toEqual([]);
  });

  it("React children escape markup (the mechanism every screen relies on)", () => {
    const html = renderToStaticMarkup(
      createElement("div", null, Badge({ children: hostile }), Notice({ tone: "error", children: hostile })),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
  });

  it("user text stored with markup comes back from the API as plain JSON text, never as HTML", async () => {
    const teacher = await makeUser();
    const { POST: createSchool } = (await import("@/lib/schools/api")).schoolsApi["/api/classes/teacher-school"];
    const res = await call<{ name: string }>(createSchool, {
      token: teacher.token,
      body: { name: hostile.slice(0, 150) },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.name).toBe(hostile.slice(0, 150));
  });
});
