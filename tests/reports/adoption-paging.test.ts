import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call, makeUser, unique } from "../helpers/api";
import { peopleApi } from "@/lib/people/api";

const { GET: adoption } = peopleApi["/api/admin/adoption"];

interface Body {
  teachers: { _id: string; username: string }[];
  schools: { _id: string; name: string }[];
  teachersTotal: number;
}

describe("adoption table: server-side search and paging", () => {
  it("searches people by username, e-mail or school, pages them, and keeps the whole list without page", async () => {
    const admin = await makeUser("admin");
    const tag = unique("adopt").toLowerCase();
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await makeUser("teacher", { username: `${tag}_${i}` }));
    const school = await db.school.create({
      data: { name: `${tag} Hill School`, memberships: { create: { userId: (await makeUser()).id } } },
    });

    const first = await call<Body>(adoption, { token: admin.token, query: { search: tag, page: 1, limit: 2 } });
    expect(first.status).toBe(200);
    // The five by username, the school's one member by school name.
    expect(first.body.teachersTotal).toBe(6);
    expect(first.body.teachers).toHaveLength(2);
    expect(first.body.schools.map((s) => s._id)).toEqual([school.id]);
    const pages = [first.body.teachers];
    for (const page of [2, 3]) {
      const res = await call<Body>(adoption, { token: admin.token, query: { search: tag, page, limit: 2 } });
      pages.push(res.body.teachers);
    }
    const seen = pages.flat().map((t) => t._id);
    expect(new Set(seen).size).toBe(6);
    const past = await call<Body>(adoption, { token: admin.token, query: { search: tag, page: 9, limit: 2 } });
    expect(past.body.teachers).toEqual([]);
    expect(past.body.teachersTotal).toBe(6);

    // Wildcards are text, not patterns.
    const literal = await call<Body>(adoption, { token: admin.token, query: { search: "%", page: 1 } });
    expect(literal.body.teachersTotal).toBe(0);

    const whole = await call<Body>(adoption, { token: admin.token });
    expect(whole.body.teachers.length).toBe(whole.body.teachersTotal);
    expect(whole.body.teachers.length).toBeGreaterThanOrEqual(6);
    for (const query of [{ page: "0" }, { limit: "101" }, { search: "x".repeat(101) }]) {
      expect((await call(adoption, { token: admin.token, query })).status, JSON.stringify(query)).toBe(400);
    }
  });
});
