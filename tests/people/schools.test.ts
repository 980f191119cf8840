import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser, unique } from "../helpers/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: createSchoolRoute } = schoolsApi["/api/classes/teacher-school"];
const { GET: availableSchools } = schoolsApi["/api/classes/available-schools"];
const { PUT: updateSchoolRoute } = schoolsApi["/api/schools/my-school"];
const { PUT: setPrimaryRoute } = schoolsApi["/api/schools/primary"];

type School = Record<string, unknown> & { _id: string; name: string };
const schoolCount = () => db.school.count();

describe("POST /api/classes/teacher-school", () => {
  it("401 without a session", async () => {
    const res = await call(createSchoolRoute, { body: { name: "X" } });
    expect(res.status).toBe(401);
  });

  it("creates a school with trimmed fields; the creator becomes a member (201, contract shape)", async () => {
    const teacher = await makeUser();
    const name = unique("Hill School");
    const res = await call<School>(createSchoolRoute, {
      token: teacher.token,
      body: {
        name: `  ${name} `,
        address: " KG 1 Ave ",
        phone: "+250 788 123 456",
        email: "office@hill.example",
        principal: "Ann",
        establishedYear: "1998",
        description: "",
        latitude: "-1.94",
        longitude: 30.06,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      name,
      address: "KG 1 Ave",
      district: "",
      phone: "+250 788 123 456",
      email: "office@hill.example",
      principal: "Ann",
      establishedYear: 1998,
      description: "",
      latitude: -1.94,
      longitude: 30.06,
      timeZone: "Africa/Kigali",
      yearStartMonth: 9,
      senderName: "",
      createdBy: teacher.id,
      createdAt: expect.any(String),
    });
    expect(await db.schoolMembership.count({ where: { schoolId: res.body._id, userId: teacher.id } })).toBe(1);
  });

  const year = new Date().getUTCFullYear();
  const bad: [string, unknown, string][] = [
    ["missing name", { address: "x" }, "School name is required"],
    ["blank name", { name: "   " }, "School name is required"],
    ["a year too early", { name: "A", establishedYear: 1700 }, `Established year must be between 1800 and ${year}`],
    ["a future year", { name: "A", establishedYear: year + 1 }, `Established year must be between 1800 and ${year}`],
    ["a non-year", { name: "A", establishedYear: "soon" }, "Established year must be a year such as 1998"],
    ["a bad email", { name: "A", email: "nope" }, "Please enter a valid email address"],
    ["a bad phone", { name: "A", phone: "call me" }, "Please enter a valid phone number"],
    ["a bad latitude", { name: "A", latitude: 120 }, "Latitude must be a number between -90 and 90"],
  ];
  it.each(bad)("rejects %s with 400 and writes nothing", async (_, body, message) => {
    const teacher = await makeUser();
    const before = await schoolCount();
    const res = await call<{ message: string }>(createSchoolRoute, { token: teacher.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await schoolCount()).toBe(before);
  });
});

describe("GET /api/classes/available-schools and PUT /api/schools/primary", () => {
  it("lists only the actor's schools as { data }, primary first once set, and persists per user", async () => {
    const teacher = await makeUser();
    const other = await makeUser();
    const first = (await call<School>(createSchoolRoute, { token: teacher.token, body: { name: unique("First") } }))
      .body;
    const second = (await call<School>(createSchoolRoute, { token: teacher.token, body: { name: unique("Second") } }))
      .body;
    const foreign = (await call<School>(createSchoolRoute, { token: other.token, body: { name: unique("Foreign") } }))
      .body;

    const list = await call<{ data: School[] }>(availableSchools, { token: teacher.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s._id)).toEqual([first._id, second._id]);

    const set = await call<School>(setPrimaryRoute, {
      method: "PUT",
      token: teacher.token,
      body: { schoolId: second._id },
    });
    expect(set.status).toBe(200);
    expect(set.body._id).toBe(second._id);
    const again = await call<{ data: School[] }>(availableSchools, { token: teacher.token });
    expect(again.body.data.map((s) => s._id)).toEqual([second._id, first._id]);

    expect(
      (await call(setPrimaryRoute, { method: "PUT", token: teacher.token, body: { schoolId: foreign._id } })).status,
    ).toBe(404);
    expect(
      (await call<{ message: string }>(setPrimaryRoute, { method: "PUT", token: teacher.token, body: {} })).body
        .message,
    ).toBe("Please select a school");
    expect((await call(availableSchools)).status).toBe(401);
  });
});

describe("PUT /api/schools/my-school", () => {
  it("lets a member and an admin edit; another teacher gets 404 and nothing changes", async () => {
    const teacher = await makeUser();
    const stranger = await makeUser();
    const admin = await makeUser("admin");
    const school = (await call<School>(createSchoolRoute, { token: teacher.token, body: { name: unique("Edit me") } }))
      .body;

    const res = await call<School>(updateSchoolRoute, {
      method: "PUT",
      token: teacher.token,
      body: { _id: school._id, name: " Renamed ", establishedYear: 2001 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: school._id, name: "Renamed", establishedYear: 2001 });

    const byAdmin = await call<School>(updateSchoolRoute, {
      method: "PUT",
      token: admin.token,
      body: { id: school._id, principal: "Boss" },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ name: "Renamed", principal: "Boss" });

    // The edit form sends every field: one emptied is cleared, one left out stays.
    const cleared = await call<School>(updateSchoolRoute, {
      method: "PUT",
      token: teacher.token,
      body: { _id: school._id, name: "Renamed", principal: " ", establishedYear: "" },
    });
    expect(cleared.status).toBe(200);
    expect(
      await db.school.findUniqueOrThrow({
        where: { id: school._id },
        select: { principal: true, establishedYear: true, name: true },
      }),
    ).toEqual({ name: "Renamed", principal: null, establishedYear: null });

    const denied = await call(updateSchoolRoute, {
      method: "PUT",
      token: stranger.token,
      body: { _id: school._id, name: "Hijacked" },
    });
    expect(denied.status).toBe(404);
    expect((await db.school.findUniqueOrThrow({ where: { id: school._id } })).name).toBe("Renamed");

    expect((await call(updateSchoolRoute, { method: "PUT", body: { _id: school._id } })).status).toBe(401);
    const blank = await call<{ message: string }>(updateSchoolRoute, {
      method: "PUT",
      token: teacher.token,
      body: { _id: school._id, name: " " },
    });
    expect([blank.status, blank.body.message]).toEqual([400, "School name is required"]);
    const noId = await call<{ message: string }>(updateSchoolRoute, {
      method: "PUT",
      token: teacher.token,
      body: { name: "x" },
    });
    expect([noId.status, noId.body.message]).toEqual([400, "School id is required"]);
  });
});

describe("a school's clock and calendar (time zone, school year start)", () => {
  it("lets an admin set them, refuses a teacher (403) and bad values (400), changing nothing", async () => {
    const teacher = await makeUser();
    const admin = await makeUser("admin");
    const school = (await call<School>(createSchoolRoute, { token: teacher.token, body: { name: unique("Clock") } }))
      .body;
    expect(school).toMatchObject({ timeZone: "Africa/Kigali", yearStartMonth: 9 });

    const byTeacher = await call<{ message: string }>(updateSchoolRoute, {
      method: "PUT",
      token: teacher.token,
      body: { _id: school._id, timeZone: "Europe/London" },
    });
    expect([byTeacher.status, byTeacher.body.message]).toEqual([
      403,
      "Only an administrator can change a school's time zone or school year",
    ]);
    for (const [body, message] of [
      [{ timeZone: "Mars/Olympus" }, "Time zone must be a name such as Africa/Kigali"],
      [{ yearStartMonth: 13 }, "School year start month must be a month from 1 (January) to 12 (December)"],
    ] as const) {
      const bad = await call<{ message: string }>(updateSchoolRoute, {
        method: "PUT",
        token: admin.token,
        body: { _id: school._id, ...body },
      });
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
    expect(await db.school.findUnique({ where: { id: school._id } })).toMatchObject({
      timeZone: "Africa/Kigali",
      yearStartMonth: 9,
    });

    const byAdmin = await call<School>(updateSchoolRoute, {
      method: "PUT",
      token: admin.token,
      body: { _id: school._id, timeZone: "Europe/London", yearStartMonth: "1" },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ name: school.name, timeZone: "Europe/London", yearStartMonth: 1 });
  });
});
