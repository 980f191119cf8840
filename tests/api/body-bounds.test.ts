import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "@/lib/http/read-body";

const TOO_DEEP_MESSAGE = "Request body is nested too deeply: at most 32 levels";
import { call, makeUser, type TestUser } from "../helpers/api";
import { attendanceApi } from "@/lib/attendance/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { trackingApi } from "@/lib/tracking/api";

const { POST: postComment } = lessonReportsApi["/api/comments"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { POST: tracking } = trackingApi["/api/tracking"];

// A body nested 50,000 levels deep fits in 100 kB. It used to reach JSON.stringify (the Idempotency-Key's
// request hash) and overflow the stack: 500. The depth is now bounded where every JSON body is read.
const deep = (levels: number) => `{"records":${"[".repeat(levels)}${"]".repeat(levels)}}`;

let teacher: TestUser;
beforeAll(async () => {
  teacher = await makeUser("teacher");
});

describe("JSON bodies have a depth bound, checked before anything walks them", () => {
  it.each([
    ["with an Idempotency-Key", { "Idempotency-Key": randomUUID() }],
    ["without one", {}],
  ])("a 50,000-level body %s is 400 with a clear message, on every JSON route", async (_, headers) => {
    for (const handler of [postComment, saveBulk]) {
      const res = await call<{ message: string }>(handler, { token: teacher.token, body: deep(50_000), headers });
      expect([res.status, res.body.message]).toEqual([400, TOO_DEEP_MESSAGE]);
    }
    expect(await db.idempotencyKey.count({ where: { userId: teacher.id } })).toBe(0);
  });

  it("the bound is the documented depth; brackets inside strings do not count", async () => {
    expect(nestedDeeperThan(deep(MAX_JSON_DEPTH - 1), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(deep(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(`{"a":"${"[".repeat(100)}\\"{{{"}`, MAX_JSON_DEPTH)).toBe(false);
    // Just under the bound the body reaches the schema, which answers in its own words.
    const res = await call<{ message: string }>(saveBulk, {
      token: teacher.token,
      body: deep(MAX_JSON_DEPTH - 1),
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe(TOO_DEEP_MESSAGE);
  });

  it("tracking (public, text/plain beacons) reads through the same bound: never a 500", async () => {
    const res = await call(tracking, { body: `{"session":"s_12345678","event":${deep(10_000)}}` });
    expect(res.status).toBe(400);
  });
});

describe("JSON bodies are read as UTF-8", () => {
  it("a leading byte-order mark is dropped, as browsers' and editors' UTF-8 may carry one", async () => {
    const res = await call(postComment, { token: teacher.token, body: "\uFEFF{}" });
    // Read and parsed: the schema answers about the missing fields, not about malformed JSON.
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/malformed|not valid JSON/i);
  });
});
