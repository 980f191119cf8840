import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";

const { GET: getCode, PATCH: setApproval, POST: renewCode } = peopleApi["/api/schools/[id]/join-code"];
const { POST: join } = peopleApi["/api/schools/join"];
const { GET: listMembers, POST: addMember } = peopleApi["/api/schools/[id]/members"];
const { DELETE: removeMember } = peopleApi["/api/schools/[id]/members/[userId]"];
const { POST: approve } = peopleApi["/api/schools/[id]/members/[userId]/approve"];
const { GET: joinRequests } = peopleApi["/api/schools/join-requests"];
const { GET: lookup } = peopleApi["/api/schools/lookup"];
const { POST: createSchool } = schoolsApi["/api/classes/teacher-school"];
const { GET: listClasses } = schoolsApi["/api/classes"];

async function schoolOf(owner: TestUser, extra: { district?: string; needsApproval?: boolean } = {}) {
  const school = await db.school.create({
    data: {
      name: unique("Join School"),
      district: extra.district,
      joinNeedsApproval: extra.needsApproval ?? true,
      createdById: owner.id,
      memberships: { create: { userId: owner.id } },
    },
  });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Maths" } });
  await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: subject.id, schoolId: school.id } },
      className: "P5",
      classRoom: "R1",
    },
  });
  return school;
}
const codeOf = async (user: TestUser, schoolId: string) =>
  call<{ code: string; needsApproval: boolean }>(getCode, { token: user.token, params: { id: schoolId } });

describe("joining a school with its code", () => {
  it("members and admins read the code; others are told the school does not exist", async () => {
    const [owner, stranger, admin] = await Promise.all([makeUser(), makeUser(), makeUser("admin")]);
    const school = await schoolOf(owner);
    const mine = await codeOf(owner, school.id);
    expect(mine.status).toBe(200);
    expect(mine.body.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await codeOf(admin, school.id)).body.code).toBe(mine.body.code);
    expect((await codeOf(stranger, school.id)).status).toBe(404);
  });

  it("a code joins at once when the school chose so, and the new member sees its classes", async () => {
    const [owner, second] = await Promise.all([makeUser(), makeUser()]);
    const school = await schoolOf(owner, { needsApproval: false });
    const { code } = (await codeOf(owner, school.id)).body;
    expect((await call<unknown[]>(listClasses, { token: second.token })).body).toHaveLength(0);
    const res = await call<{ status: string; schoolId: string }>(join, {
      token: second.token,
      body: { code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ status: "active", schoolId: school.id }));
    expect((await call<unknown[]>(listClasses, { token: second.token })).body).toHaveLength(1);
  });

  it("otherwise the request waits: the school's teacher approves or rejects it; a mentor member may not", async () => {
    const [owner, second, third, mentor] = await Promise.all([makeUser(), makeUser(), makeUser(), makeUser("mentor")]);
    const school = await schoolOf(owner);
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school.id } });
    const { code } = (await codeOf(owner, school.id)).body;
    for (const user of [second, third]) {
      const res = await call<{ status: string }>(join, { token: user.token, body: { code } });
      expect(res.body.status).toBe("pending");
    }
    // Pending is not membership.
    expect((await call<unknown[]>(listClasses, { token: second.token })).body).toHaveLength(0);
    expect((await codeOf(second, school.id)).status).toBe(404);

    const pending = await call<{ userId: string }[]>(joinRequests, { token: owner.token });
    expect(pending.body.map((r) => r.userId).sort()).toEqual([second.id, third.id].sort());
    expect((await call<unknown[]>(joinRequests, { token: mentor.token })).body).toEqual([]);

    const params = { id: school.id, userId: second.id };
    expect((await call(approve, { method: "POST", token: mentor.token, params })).status).toBe(403);
    expect((await call(approve, { method: "POST", token: third.token, params })).status).toBe(404);
    expect((await call(approve, { method: "POST", token: owner.token, params })).status).toBe(200);
    expect((await call<unknown[]>(listClasses, { token: second.token })).body).toHaveLength(1);

    const rejected = await call(removeMember, {
      method: "DELETE",
      token: owner.token,
      params: { id: school.id, userId: third.id },
    });
    expect(rejected.status).toBe(200);
    // A teacher cannot push a colleague out; an admin can.
    const push = await call(removeMember, { method: "DELETE", token: owner.token, params });
    expect(push.status).toBe(403);
    const members = await call<{ members: { userId: string }[]; requests: unknown[] }>(listMembers, {
      token: owner.token,
      params: { id: school.id },
    });
    expect(members.body.members.map((m) => m.userId).sort()).toEqual([owner.id, second.id, mentor.id].sort());
    expect(members.body.requests).toEqual([]);
    const actions = (await db.auditEntry.findMany({ where: { targetId: school.id } })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["membership.request", "membership.approve", "membership.reject"]));
  });

  it("renewing the code stops the old one; wrong codes are refused, then throttled", async () => {
    const [owner, mentor, guesser] = await Promise.all([makeUser(), makeUser("mentor"), makeUser()]);
    const school = await schoolOf(owner, { needsApproval: false });
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school.id } });
    const old = (await codeOf(owner, school.id)).body.code;
    expect((await call(renewCode, { method: "POST", token: mentor.token, params: { id: school.id } })).status).toBe(
      403,
    );
    const renewed = await call<{ code: string }>(renewCode, {
      method: "POST",
      token: owner.token,
      params: { id: school.id },
    });
    expect(renewed.body.code).not.toBe(old);
    const stale = await call<{ message: string }>(join, { token: guesser.token, body: { code: old } });
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe("No school has this join code. Please check it with the school.");
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++)
      last = (await call(join, { token: guesser.token, body: { code: "ZZZZZZZZ" } })).status;
    expect(last).toBe(429);
    for (const body of [{}, { code: "" }, { code: "ABC" }, { code: "0000OOOO" }, { schoolId: "../x" }]) {
      expect((await call(join, { token: owner.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    const setting = await call<{ needsApproval: boolean }>(setApproval, {
      method: "PATCH",
      token: owner.token,
      params: { id: school.id },
      body: { needsApproval: true },
    });
    expect(setting.body.needsApproval).toBe(true);
  });

  it("admins add and remove members directly", async () => {
    const [owner, admin, newcomer] = await Promise.all([makeUser(), makeUser("admin"), makeUser()]);
    const school = await schoolOf(owner);
    const params = { id: school.id };
    const added = await call(addMember, { token: admin.token, params, body: { userId: newcomer.id } });
    expect(added.status).toBe(201);
    expect((await call<unknown[]>(listClasses, { token: newcomer.token })).body).toHaveLength(1);
    expect((await call(addMember, { token: owner.token, params, body: { userId: newcomer.id } })).status).toBe(403);
    const removed = await call(removeMember, {
      method: "DELETE",
      token: admin.token,
      params: { id: school.id, userId: newcomer.id },
    });
    expect(removed.status).toBe(200);
    expect((await call<unknown[]>(listClasses, { token: newcomer.token })).body).toHaveLength(0);
  });
});

describe("a second copy of a school", () => {
  it("a teacher creating a school that exists under the same name and district is told to ask to join it", async () => {
    const [first, second] = await Promise.all([makeUser(), makeUser()]);
    const name = unique("Hillside Primary");
    const made = await call(createSchool, { token: first.token, body: { name, district: "Gasabo" } });
    expect(made.status).toBe(201);
    const copy = await call<{ message: string }>(createSchool, {
      token: second.token,
      body: { name: ` ${name.toUpperCase()} `, district: "gasabo" },
    });
    expect(copy.status).toBe(409);
    expect(copy.body.message).toBe("A school with this name and district exists — ask to join it");
    const found = await call<{ school: { _id: string } | null }>(lookup, {
      token: second.token,
      query: { name, district: "Gasabo" },
    });
    expect(found.body.school?._id).toBe((made.body as { _id: string })._id);
    // Another district is another school.
    expect((await call(createSchool, { token: second.token, body: { name, district: "Kicukiro" } })).status).toBe(201);
    const asked = await call<{ status: string }>(join, {
      token: second.token,
      body: { schoolId: found.body.school!._id },
    });
    expect(asked.body.status).toBe("pending");
  });
});
