import { describe, expect, it } from "vitest";
import {
  defaultSubjectId,
  entryOf,
  groupClasses,
  orderSubjects,
  subjectsOf,
  type ClassEntry,
} from "@/lib/marks/class-subjects.client";
import { classNameLabel } from "@/lib/client/labels";

const school = { _id: "s1", name: "Green Hills", yearStartMonth: 9 };
const entry = (classId: string, className: string, subjectName: string, teacherIds: string[] = [], own = false) => ({
  // A class's first subject has the class's own id (lib/schools/contract-json.ts#toClassJson).
  _id: own ? classId : `${classId}-${subjectName}`,
  classId,
  className,
  subjectName,
  subjectId: `sub-${subjectName}`,
  schoolId: school,
  teacherIds,
});

// As GET /api/classes answers them: by school, class name, then subject name.
const entries: ClassEntry[] = [
  entry("p4", "P4 A", "English", ["claudine"]),
  entry("p4", "P4 A", "Mathematics", ["teacher"], true),
  entry("p6", "P6 A", "Creative Arts", ["teacher"]),
  entry("p6", "P6 A", "English", ["claudine"]),
  entry("p6", "P6 A", "Kinyarwanda", ["eric"]),
  entry("p6", "P6 A", "Mathematics", ["teacher", "eric"]),
  entry("p6", "P6 A", "Science", ["teacher"], true),
];

describe("groupClasses", () => {
  it("gives one item per class, in the entries' order, each with all its subjects", () => {
    const groups = groupClasses(entries);
    expect(groups.map((group) => [group.classId, group.className])).toEqual([
      ["p4", "P4 A"],
      ["p6", "P6 A"],
    ]);
    expect(groups[1].subjects.map((subject) => subject.subjectName)).toEqual([
      "Creative Arts",
      "English",
      "Kinyarwanda",
      "Mathematics",
      "Science",
    ]);
    expect(groups[1].schoolId).toBe(school);
  });

  it("lists the subjects the viewer teaches first, each part by name", () => {
    const groups = groupClasses(entries, "eric");
    expect(groups[1].subjects.map((subject) => subject.subjectName)).toEqual([
      "Kinyarwanda",
      "Mathematics",
      "Creative Arts",
      "English",
      "Science",
    ]);
    expect(groups[0].subjects.map((subject) => subject.subjectName)).toEqual(["English", "Mathematics"]);
  });

  it("is empty without entries", () => {
    expect(groupClasses([])).toEqual([]);
  });
});

describe("subjectsOf and orderSubjects", () => {
  it("gives one class's subjects only, the viewer's first", () => {
    expect(subjectsOf(entries, "p6", "teacher").map((subject) => subject.subjectName)).toEqual([
      "Creative Arts",
      "Mathematics",
      "Science",
      "English",
      "Kinyarwanda",
    ]);
    expect(subjectsOf(entries, "nowhere", "teacher")).toEqual([]);
  });

  it("keeps plain name order without a viewer, or for one who teaches none of them", () => {
    const names = (viewer?: string | null) => orderSubjects(entries.slice(2), viewer).map((e) => e.subjectName);
    expect(names()).toEqual(["Creative Arts", "English", "Kinyarwanda", "Mathematics", "Science"]);
    expect(names(null)).toEqual(names());
    expect(names("admin")).toEqual(names());
  });

  it("does not change the list it is given", () => {
    const copy = [...entries];
    orderSubjects(entries, "eric");
    expect(entries).toEqual(copy);
  });
});

describe("defaultSubjectId", () => {
  const single = [entry("s1", "S1", "Biology", ["teacher2"], true)];
  it("chooses a class's only subject, for anyone", () => {
    expect(defaultSubjectId(single, "s1")).toBe("sub-Biology");
    expect(defaultSubjectId(single, "s1", "someone")).toBe("sub-Biology");
  });
  it("chooses the only subject the viewer teaches in the class, else none", () => {
    expect(defaultSubjectId(entries, "p6", "claudine")).toBe("sub-English");
    expect(defaultSubjectId(entries, "p6", "teacher")).toBe("");
    expect(defaultSubjectId(entries, "p6")).toBe("");
    expect(defaultSubjectId(entries, "")).toBe("");
  });
});

describe("entryOf and classNameLabel", () => {
  it("finds a subject taught in a class, and nothing for one that is not", () => {
    expect(entryOf(entries, "p6", "sub-Mathematics")?._id).toBe("p6-Mathematics");
    expect(entryOf(entries, "p4", "sub-Science")).toBeUndefined();
  });
  it("names the class, and its school only when asked", () => {
    expect(classNameLabel(groupClasses(entries)[1], false)).toBe("P6 A");
    expect(classNameLabel(groupClasses(entries)[1], true)).toBe("P6 A (Green Hills)");
  });
});
