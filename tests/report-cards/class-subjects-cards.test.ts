// A class holds many subjects (issue 46): its cards list every subject taught in it, rank the class on
// all of them, sign all of them, and the class PDF is still a page per child.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ReportCard, TermReportCard } from "@/lib/report-cards/build";
import type { SignedDocument } from "@/lib/report-cards/signed";
import { normalizeCode } from "@/lib/report-cards/verify.schema";
import { verifyCard } from "@/lib/report-cards/verification";
import { reportCardsApi } from "@/lib/report-cards/api";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { readPdf } from "../helpers/pdf-text";

const { GET: getCard } = reportCardsApi["/api/reports/report-card/[studentId]"];
const { GET: classCardsPdf } = reportCardsApi["/api/reports/report-cards/class/[classId]"];
type Handler = Parameters<typeof call>[0];
type PdfHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const TERM = { academicYear: "2025-2026", academicTerm: "FIRST_TERM" } as const;

let teacher: TestUser;
let classId: string;
/** Amy, Bob, Cyd (alphabetical). */
let students: string[];
/** The class's ClassSubject ids, by subject name. */
let entries: Record<"Biology" | "English" | "Mathematics", string>;

/**
 * P6 A is taught Mathematics (its first subject: the class's id), English and Biology, created in
 * that order so that the card's order by name is not the order of creation. Every exam of a subject
 * has the same percent, so a term score is that percent: Mathematics Amy 95, Bob 60, Cyd 70; English
 * Amy 40, Bob 80, Cyd 75; Biology no marks yet. Overall: Amy 67.5, Bob 70, Cyd 72.5.
 */
beforeAll(async () => {
  teacher = await makeUser("teacher");
  const school = await db.school.create({
    data: { name: unique("Many Subjects School"), memberships: { create: [{ userId: teacher.id }] } },
  });
  const cls = await db.class.create({ data: { schoolId: school.id, className: "P6 A", classRoom: "R6" } });
  classId = cls.id;
  const subjectIds: Record<string, string> = {};
  entries = {} as typeof entries;
  for (const name of ["Mathematics", "English", "Biology"] as const) {
    const subject = await db.subject.create({ data: { schoolId: school.id, name } });
    subjectIds[name] = subject.id;
    const entry = await db.classSubject.create({
      data: {
        ...(name === "Mathematics" ? { id: cls.id } : {}),
        classId: cls.id,
        subjectId: subject.id,
        schoolId: school.id,
      },
    });
    entries[name] = entry.id;
  }
  students = [];
  for (const studentName of ["Amy", "Bob", "Cyd"])
    students.push((await db.student.create({ data: { studentName, classId: cls.id, schoolId: school.id } })).id);
  const scores: [number, "Mathematics" | "English", number][] = [
    [0, "Mathematics", 95],
    [1, "Mathematics", 60],
    [2, "Mathematics", 70],
    [0, "English", 40],
    [1, "English", 80],
    [2, "English", 75],
  ];
  await db.mark.createMany({
    data: scores.flatMap(([index, subject, totalMarks]) =>
      (["BEGINNING_TERM", "MIDTERM", "ENDTERM"] as const).map((examType) => ({
        studentId: students[index],
        subjectId: subjectIds[subject],
        classId: cls.id,
        schoolId: school.id,
        teacherId: teacher.id,
        examType,
        totalMarks,
        maxMarks: 100,
        ...TERM,
        examDate: new Date("2025-10-01T00:00:00Z"),
      })),
    ),
  });
});

async function cardOf(index: number) {
  const res = await call<ReportCard & TermReportCard>(getCard as Handler, {
    token: teacher.token,
    params: { studentId: students[index] },
    query: TERM,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe("a term card of a class with three subjects", () => {
  it("lists every subject taught, by name, a subject without marks with empty cells", async () => {
    const amy = await cardOf(0);
    expect(amy.subjects.map((line) => line.subjectName)).toEqual(["Biology", "English", "Mathematics"]);
    const [biology, english, maths] = amy.subjects;
    expect(biology).toMatchObject({
      exams: { BEGINNING_TERM: null, MIDTERM: null, ENDTERM: null },
      termScore: null,
      grade: null,
      classAverage: null,
    });
    expect(english).toMatchObject({ termScore: 40, classAverage: 65 });
    expect(maths).toMatchObject({ exams: { BEGINNING_TERM: 95, MIDTERM: 95, ENDTERM: 95 }, termScore: 95 });
    expect(maths.classAverage).toBe(75);
    // The average is over the subjects that have marks: Biology, not yet marked, does not count as 0.
    expect(amy.overallAverage).toBe(67.5);
    expect(amy.class).toEqual({ _id: classId, className: "P6 A", subjectName: "Biology, English, Mathematics" });
  });

  it("ranks the class on all its subjects: best in Mathematics but lowest overall is third", async () => {
    const [amy, bob, cyd] = [await cardOf(0), await cardOf(1), await cardOf(2)];
    expect([amy.overallAverage, bob.overallAverage, cyd.overallAverage]).toEqual([67.5, 70, 72.5]);
    expect(cyd.position).toEqual({ rank: 1, outOf: 3 });
    expect(bob.position).toEqual({ rank: 2, outOf: 3 });
    expect(amy.position).toEqual({ rank: 3, outOf: 3 });
  });

  it("signs every subject, the one without marks too, and verifies as Valid", async () => {
    const card = await cardOf(0);
    const record = await db.issuedReportCard.findUniqueOrThrow({
      where: { code: normalizeCode(card.verification.code)! },
    });
    const document = JSON.parse(record.content) as SignedDocument;
    expect(document.card.class).toEqual({ id: classId, name: "P6 A", subject: "Biology, English, Mathematics" });
    const [signed] = document.card.terms;
    expect(signed.subjects.map((subject) => subject.name)).toEqual(["Biology", "English", "Mathematics"]);
    expect(signed.subjects[0]).toMatchObject({
      exams: { BEGINNING_TERM: null, MIDTERM: null, ENDTERM: null },
      termScore: null,
      grade: null,
    });
    expect(signed.subjects[2]).toMatchObject({ termScore: 95 });
    expect(signed.overallAverage).toBe(67.5);

    const verdict = await verifyCard(card.verification.code, undefined, "198.51.100.246");
    expect(verdict.status).toBe("valid");
    if (verdict.status !== "valid") return;
    expect(verdict.signed.card.terms[0].subjects.map((subject) => subject.name)).toEqual([
      "Biology",
      "English",
      "Mathematics",
    ]);
  });

  it("a mark in the subject not yet marked makes the signed card Changed, with that subject today", async () => {
    const card = await cardOf(1);
    const biology = await db.subject.findFirstOrThrow({ where: { taughtIn: { some: { id: entries.Biology } } } });
    const mark = await db.mark.create({
      data: {
        studentId: students[1],
        subjectId: biology.id,
        classId,
        schoolId: biology.schoolId,
        teacherId: teacher.id,
        examType: "ENDTERM",
        totalMarks: 50,
        maxMarks: 100,
        ...TERM,
        examDate: new Date("2025-10-02T00:00:00Z"),
      },
    });
    try {
      const verdict = await verifyCard(card.verification.code, undefined, "198.51.100.247");
      expect(verdict.status).toBe("changed");
      if (verdict.status !== "changed") return;
      expect(verdict.signed.card.terms[0].subjects[0]).toMatchObject({ name: "Biology", termScore: null });
      expect(verdict.current.terms[0].subjects[0]).toMatchObject({ name: "Biology", termScore: 50 });
    } finally {
      await db.mark.delete({ where: { id: mark.id } });
    }
  });

  it("the class PDF, asked by any of the class's subjects, is a page per child listing every subject", async () => {
    for (const ref of [classId, entries.English]) {
      const response = await (classCardsPdf as PdfHandler)(
        new Request(`http://localhost/api/x?academicYear=${TERM.academicYear}&academicTerm=${TERM.academicTerm}`, {
          headers: { authorization: `Bearer ${teacher.token}` },
        }),
        { params: Promise.resolve({ classId: ref }) },
      );
      expect(response.status).toBe(200);
      const pages = readPdf(Buffer.from(await response.arrayBuffer())).pages;
      expect(pages).toHaveLength(3);
      for (const [index, name] of ["Amy", "Bob", "Cyd"].entries()) {
        expect(pages[index]).toContain(name);
        for (const subject of ["Biology", "English", "Mathematics"]) expect(pages[index]).toContain(subject);
      }
    }
  });
});
