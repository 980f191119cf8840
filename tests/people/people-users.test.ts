import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { FORGOT_PASSWORD_MESSAGE } from "@/lib/people/forgot-password";
import { call, makeUser, TEST_PASSWORD, unique, type TestUser } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: signin } = peopleApi["/api/auth/signin"];
const { PUT: changePassword } = peopleApi["/api/auth/change-password"];
const { GET: listUsers } = peopleApi["/api/admin/users"];
const { GET: getUser, PATCH: patchUser } = peopleApi["/api/admin/users/[id]"];
const { POST: resetPassword } = peopleApi["/api/admin/users/[id]/reset-password"];
const { POST: endSessions } = peopleApi["/api/admin/users/[id]/end-sessions"];
const { GET: listAudit } = peopleApi["/api/admin/audit"];
const { POST: forgotPassword } = peopleApi["/api/auth/forgot-password"];
const { GET: listClasses } = schoolsApi["/api/classes"];

const signIn = (username: string, password: string) =>
  call<{ token?: string; message?: string; mustChangePassword?: boolean }>(signin, {
    body: { username, password },
    headers: { "x-forwarded-for": "192.0.2.19" },
  });
const patch = (admin: TestUser, id: string, body: unknown) =>
  call<{ role: string; active: boolean; message?: string }>(patchUser, {
    method: "PATCH",
    token: admin.token,
    params: { id },
    body,
  });

describe("admin user list: search, filters, paging", () => {
  it("searches username and email, filters by role, status and school, pages with X-Total-Count", async () => {
    const admin = await makeUser("admin");
    const tag = unique("findme").toLowerCase();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await makeUser(i < 3 ? "teacher" : "mentor", { username: `${tag}_${i}` }));
    const school = await db.school.create({ data: { name: unique("Listed School") } });
    await db.schoolMembership.create({ data: { userId: made[0].id, schoolId: school.id } });
    await db.user.update({ where: { id: made[1].id }, data: { active: false } });

    const page1 = await call<{ username: string }[]>(listUsers, {
      token: admin.token,
      query: { search: tag.toUpperCase(), page: 1, limit: 2 },
    });
    expect(page1.status).toBe(200);
    expect(page1.headers.get("x-total-count")).toBe("5");
    expect(page1.body).toHaveLength(2);
    const page3 = await call<{ username: string }[]>(listUsers, {
      token: admin.token,
      query: { search: tag, page: 3, limit: 2 },
    });
    expect(page3.body).toHaveLength(1);

    const mentors = await call<{ role: string }[]>(listUsers, {
      token: admin.token,
      query: { search: tag, role: "mentor" },
    });
    expect(mentors.body.map((u) => u.role)).toEqual(["mentor", "mentor"]);
    const off = await call<{ _id: string }[]>(listUsers, {
      token: admin.token,
      query: { search: tag, status: "deactivated" },
    });
    expect(off.body.map((u) => u._id)).toEqual([made[1].id]);
    const inSchool = await call<{ _id: string }[]>(listUsers, {
      token: admin.token,
      query: { schoolId: school.id },
    });
    expect(inSchool.body.map((u) => u._id)).toEqual([made[0].id]);

    for (const query of [{ role: "owner" }, { page: "0" }, { limit: "101" }, { search: "x".repeat(101) }]) {
      const bad = await call<{ message: string }>(listUsers, { token: admin.token, query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(typeof bad.body.message).toBe("string");
    }
  });

  it("opens a user: schools (active and pending), last sign-in, report and attendance counts", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    const [mine, asked] = await Promise.all([
      db.school.create({ data: { name: unique("Mine"), memberships: { create: { userId: teacher.id } } } }),
      db.school.create({ data: { name: unique("Asked") } }),
    ]);
    await db.schoolJoinRequest.create({ data: { userId: teacher.id, schoolId: asked.id } });
    expect((await signIn(teacher.username, TEST_PASSWORD)).status).toBe(200);
    const res = await call<{
      lastSignInAt: string | null;
      schools: { _id: string; status: string }[];
      counts: { reports: number; attendance: number; marks: number };
    }>(getUser, { token: admin.token, params: { id: teacher.id } });
    expect(res.status).toBe(200);
    expect(res.body.lastSignInAt).not.toBeNull();
    expect(res.body.schools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: mine.id, status: "active" }),
        expect.objectContaining({ _id: asked.id, status: "pending" }),
      ]),
    );
    expect(res.body.counts).toEqual(expect.objectContaining({ reports: 0, attendance: 0, marks: 0 }));
    expect((await call(getUser, { token: admin.token, params: { id: "nobody" } })).status).toBe(404);
  });
});

describe("role and active", () => {
  it("changes a role, refuses to remove the last active admin, and records before → after", async () => {
    // Only this test's admins are active admins while it runs.
    const others = await db.user.findMany({ where: { role: "admin", active: true }, select: { id: true } });
    await db.user.updateMany({ where: { id: { in: others.map((u) => u.id) } }, data: { active: false } });
    try {
      const admin = await makeUser("admin");
      const second = await makeUser("admin");
      expect((await patch(admin, second.id, { role: "teacher" })).body.role).toBe("teacher");
      const last = await patch(admin, admin.id, { role: "mentor" });
      expect(last.status).toBe(409);
      expect(last.body.message).toBe("There must always be at least one active admin");
      expect((await patch(admin, admin.id, { active: false })).body.message).toBe(
        "You cannot deactivate your own account",
      );
      expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).role).toBe("admin");

      // Two admins demoting each other at once: one of them stays.
      const third = await makeUser("admin");
      const both = await Promise.all([
        patch(admin, third.id, { role: "teacher" }),
        patch(third, admin.id, { role: "teacher" }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await db.user.count({ where: { role: "admin", active: true, id: { in: [admin.id, third.id] } } })).toBe(1);

      const audit = await call<{ action: string; target: { _id: string }; before: unknown; after: unknown }[]>(
        listAudit,
        {
          token:
            (await db.user.findUniqueOrThrow({ where: { id: admin.id } })).role === "admin" ? admin.token : third.token,
        },
      );
      expect(audit.status).toBe(200);
      expect(Number(audit.headers.get("x-total-count"))).toBeGreaterThan(0);
      expect(audit.body).toContainEqual(
        expect.objectContaining({
          action: "user.role",
          target: expect.objectContaining({ _id: second.id }),
          before: { role: "admin" },
          after: { role: "teacher" },
        }),
      );
    } finally {
      await db.user.updateMany({ where: { id: { in: others.map((u) => u.id) } }, data: { active: true } });
    }
  });

  it("deactivating ends every session at once; sign-in then answers a clear message; reactivating lets them back", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    expect((await call(listClasses, { token: teacher.token })).status).toBe(200);
    const res = await patch(admin, teacher.id, { active: false });
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect((await call(listClasses, { token: teacher.token })).status).toBe(401);
    expect(await db.session.count({ where: { userId: teacher.id } })).toBe(0);
    const refused = await signIn(teacher.username, TEST_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This account has been deactivated. Please ask your school's admin.");
    // A wrong password learns nothing about the account's state.
    expect((await signIn(teacher.username, "wrong-password-1")).body.message).toBe("Invalid username or password");
    await patch(admin, teacher.id, { active: true });
    expect((await signIn(teacher.username, TEST_PASSWORD)).status).toBe(200);
    for (const body of [{}, { role: "owner" }, { active: "no" }]) {
      expect((await patch(admin, teacher.id, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("password reset by an admin", () => {
  it("gives a one-time temporary password; sign-in says mustChangePassword until it is changed", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    const res = await call<{ temporaryPassword: string }>(resetPassword, {
      method: "POST",
      token: admin.token,
      params: { id: teacher.id },
    });
    expect(res.status).toBe(200);
    const temporary = res.body.temporaryPassword;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call(listClasses, { token: teacher.token })).status).toBe(401);
    expect((await signIn(teacher.username, TEST_PASSWORD)).status).toBe(401);
    const first = await signIn(teacher.username, temporary);
    expect(first.status).toBe(200);
    expect(first.body.mustChangePassword).toBe(true);
    const changed = await call(changePassword, {
      method: "PUT",
      token: first.body.token,
      body: { oldPassword: temporary, newPassword: "orange-lantern-42" },
    });
    expect(changed.status).toBe(200);
    const next = await signIn(teacher.username, "orange-lantern-42");
    expect(next.status).toBe(200);
    expect(next.body.mustChangePassword).toBeUndefined();
    const entries = await db.auditEntry.findMany({ where: { targetId: teacher.id } });
    expect(entries.map((e) => e.action)).toContain("user.reset-password");
    expect(JSON.stringify(entries)).not.toContain(temporary);
  });

  it("ending a user's sessions is recorded too", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    const res = await call<{ endedSessions: number }>(endSessions, {
      method: "POST",
      token: admin.token,
      params: { id: teacher.id },
    });
    expect(res.body.endedSessions).toBe(1);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { targetId: teacher.id, action: "user.end-sessions" },
    });
    expect(entry.actorId).toBe(admin.id);
    expect(entry.before).toEqual({ sessions: 1 });
  });
});

describe("forgot password without e-mail", () => {
  it("names the admins of the user's school; an unknown username gets the same answer as a user without one", async () => {
    const schoolAdmin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    const loner = await makeUser("teacher");
    await db.school.create({
      data: { name: unique("Forgot"), memberships: { create: [{ userId: teacher.id }, { userId: schoolAdmin.id }] } },
    });
    const ask = (username: string) =>
      call<{ message: string; admins: string[] }>(forgotPassword, { body: { username } });
    const known = await ask(teacher.username.toUpperCase());
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE, admins: [schoolAdmin.username] });
    const unknown = await ask(unique("nobody"));
    expect(unknown.body).toEqual(await ask(loner.username).then((r) => r.body));
    expect(unknown.body.message).toBe(FORGOT_PASSWORD_MESSAGE);
    expect((await ask("")).status).toBe(400);
  });
});
