// What a report card's signature covers (docs/design.md#signed-cards): school, student, class, year and
// term, each subject's marks, term score and grade, the averages and grades, and (in the signed document
// around them) the code, the key id and the issue time. Positions, class averages, attendance and the
// remark are not signed: they move with other students' marks and with each school day.
import { createHash } from "node:crypto";
import type { AcademicTerm, ExamType } from "@/lib/constants";
import type { ComputedCard, TermCard } from "@/lib/report-cards/types";

export interface SignedSubject {
  id: string;
  name: string;
  exams: Record<ExamType, number | null>;
  termScore: number | null;
  grade: string | null;
}

export interface SignedTerm {
  academicTerm: AcademicTerm;
  subjects: SignedSubject[];
  overallAverage: number | null;
  grade: string | null;
}

/** The facts a card states, as signed. */
export interface CardFacts {
  school: { id: string; name: string };
  student: { id: string; name: string };
  class: { id: string; name: string; subject: string };
  academicYear: string;
  /** null: the whole year's card. */
  academicTerm: AcademicTerm | null;
  terms: SignedTerm[];
  /** The whole year's card only. */
  annual: { average: number | null; grade: string | null } | null;
}

/** The document a signature is over: the facts, and the code, key and time they were issued with. */
export interface SignedDocument {
  v: 1;
  code: string;
  keyId: string;
  issuedAt: string;
  card: CardFacts;
}

const signedTerm = (term: TermCard): SignedTerm => ({
  academicTerm: term.academicTerm,
  subjects: term.subjects.map((line) => ({
    id: line.subjectId,
    name: line.subjectName,
    exams: { ...line.exams },
    termScore: line.termScore,
    grade: line.grade,
  })),
  overallAverage: term.overallAverage,
  grade: term.grade,
});

export function cardFacts(card: ComputedCard): CardFacts {
  return {
    school: { id: card.school._id, name: card.school.name },
    student: { id: card.student._id, name: card.student.studentName },
    class: { id: card.class._id, name: card.class.className, subject: card.class.subjectName },
    academicYear: card.academicYear,
    academicTerm: card.academicTerm,
    terms: card.academicTerm === null ? card.terms.map(signedTerm) : [signedTerm(card)],
    annual: card.academicTerm === null ? { average: card.annualAverage, grade: card.grade } : null,
  };
}

/**
 * JSON with every object's keys in code-point order and no spaces: one text for one value, whatever
 * order the code built it in, so a signature checked later is over the same bytes.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The facts' fingerprint: the same card printed again finds its record, and its code, by it. */
export const factsHash = (facts: CardFacts) => createHash("sha256").update(canonicalJson(facts)).digest("hex");
