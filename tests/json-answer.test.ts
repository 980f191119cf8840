import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveBulk } from "@/app/api/attendance/bulk/route";
import { GET as listClasses } from "@/app/api/classes/route";
import { acceptsGzip } from "@/lib/http/json-answer";
import { makeUser } from "./helpers/api";
import { classWithStudents } from "./attendance-fixture";

type Fixture = Awaited<ReturnType<typeof classWithStudents>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await classWithStudents(40);
});

const bulk = (status: string, date = "2026-03-10") => ({
  records: fx.students.map((student) => ({ studentId: student._id, classId: fx.klass._id, date, status })),
});

async function save(headers: Record<string, string>, status = "present") {
  return saveBulk(
    new Request("http://localhost/api/attendance/bulk", {
      method: "POST",
      headers: { authorization: `Bearer ${fx.teacher.token}`, "content-type": "application/json", ...headers },
      body: JSON.stringify(bulk(status)),
    }),
    { params: Promise.resolve({}) },
  );
}

/** The body as the client reads it: gunzipped when the answer says it is gzip. */
async function read(response: Response): Promise<unknown> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = response.headers.get("content-encoding") === "gzip" ? gunzipSync(bytes).toString() : bytes.toString();
  return JSON.parse(text);
}

describe("JSON answers are gzipped in one piece when the client takes it (docs/performance.md#api-overhead)", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["*;q=0", false],
    ["deflate, br", false],
    ["identity", false],
    ["", false],
  ])("Accept-Encoding %j → gzip %s", (header, wanted) => {
    expect(acceptsGzip(header)).toBe(wanted);
  });

  it("a large answer is gzipped for a client that takes it, and the same JSON as the plain one", async () => {
    const zipped = await save({ "accept-encoding": "gzip, deflate" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("content-type")).toBe("application/json");
    expect(zipped.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    const plain = await save({});
    expect(plain.headers.get("content-encoding")).toBeNull();
    const [zippedBody, plainBody] = (await Promise.all([read(zipped), read(plain)])) as { studentId: string }[][];
    expect(zippedBody).toHaveLength(40);
    expect(zippedBody.map((record) => record.studentId)).toEqual(plainBody.map((record) => record.studentId));
  });

  it("an answer under 1 kB is sent as it is", async () => {
    const teacher = await makeUser();
    const res = await listClasses(
      new Request("http://localhost/api/classes", {
        headers: { authorization: `Bearer ${teacher.token}`, "accept-encoding": "gzip" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual([]);
  });

  it("an answer kept for an Idempotency-Key is stored as JSON and replayed gzipped or plain, as each client asks", async () => {
    const key = `gzip-${Date.now()}`;
    const first = await save({ "accept-encoding": "gzip", "Idempotency-Key": key }, "late");
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const again = await save({ "accept-encoding": "gzip", "Idempotency-Key": key }, "late");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-encoding")).toBe("gzip");
    const plain = await save({ "Idempotency-Key": key }, "late");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const bodies = (await Promise.all([first, again, plain].map(read))) as { status: string }[][];
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0].every((record) => record.status === "late")).toBe(true);
  });
});
