import { describe, expect, it } from "vitest";
import { classesOf, type ClassJson } from "@/lib/schools/classes.client";
import { subjectList } from "@/lib/schools/subject-list.shared";

const school = { _id: "s1", name: "Green Hills", yearStartMonth: 9 };
const entry = (id: string, classId: string, className: string, subjectName: string, teacherIds: string[]) =>
  ({
    _id: id,
    classId,
    className,
    subjectName,
    subjectId: `sub-${subjectName}`,
    classRoom: "Room 1",
    classCredit: 0,
    schoolId: school,
    students: 6,
    teacherIds,
    createdAt: "2026-09-01T00:00:00.000Z",
  }) as unknown as ClassJson;

describe("classesOf: the classes behind the class entries", () => {
  const entries = [
    entry("p4-art", "p4", "P4 A", "Creative Arts", ["claudine"]),
    entry("p4", "p4", "P4 A", "Mathematics", ["teacher"]),
    entry("p4-eng", "p4", "P4 A", "English", ["claudine", "eric"]),
    entry("s1", "s1", "S1", "Biology", []),
  ];

  it("gives one item per class, named by the class's own id, in the order the entries first name it", () => {
    const classes = classesOf(entries);
    expect(classes.map((klass) => [klass._id, klass.className])).toEqual([
      ["p4", "P4 A"],
      ["s1", "S1"],
    ]);
  });

  it("names every subject taught in a class, in name order, and every teacher of any of them", () => {
    const [p4, s1] = classesOf(entries);
    expect(p4.subjectName).toBe("Creative Arts, English, Mathematics");
    expect(new Set(p4.teacherIds)).toEqual(new Set(["claudine", "teacher", "eric"]));
    expect(p4.teacherIds).toHaveLength(3);
    expect(s1.subjectName).toBe("Biology");
  });

  it("leaves the entries as they were", () => {
    classesOf(entries);
    expect(entries[0]).toMatchObject({ _id: "p4-art", subjectName: "Creative Arts", teacherIds: ["claudine"] });
  });

  it("has nothing to give for no entries", () => {
    expect(classesOf([])).toEqual([]);
  });
});

describe("subjectList", () => {
  it("writes subject names in name order, as the reports do", () => {
    expect(subjectList(["Science", "English"])).toBe("English, Science");
    expect(subjectList([])).toBe("");
  });
});
