// Checking a report card's code (docs/design.md#signed-cards), for anyone, signed in or not: the code
// finds the issued record, the record's signature must hold under the key it names, and its facts are
// compared with what the marks say today. Wrong codes are throttled per address, in the database so
// every instance counts together; the answer names no one but the card's own student.
import { timingSafeEqual, verify } from "node:crypto";
import { db, type Db } from "@/lib/db";
import { problem } from "@/lib/problems/api-error";
import { computeClassCards } from "@/lib/report-cards/build";
import { canonicalJson, cardFacts, type CardFacts, type SignedDocument } from "@/lib/report-cards/signed";
import {
  claimAttempt,
  confirmFailure,
  retryAfterSeconds,
  withdrawAttempt,
  type Backoff,
} from "@/lib/platform/rate-limit";
import { publicKeyOf } from "@/lib/report-cards/report-card-keys";
import { groupCode, normalizeCode } from "@/lib/report-cards/verify.schema";

/**
 * 20 wrong codes from one address, then a minute's wait, doubling with each further wrong code up to an
 * hour. The window must outlast the longest wait: a failure is remembered a whole window after it, and
 * with a window no longer than the wait the count was forgotten when the wait ended, so the wait never
 * doubled (20 guesses a minute for ever). Two hours: an address's wrong codes are forgotten two hours
 * after its last one.
 */
export const WRONG_CODES: Backoff = {
  freeFailures: 20,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  windowSeconds: 2 * 3600,
};

/** A card's facts as a verifier sees them: names and figures, none of the app's record ids. */
export type ShownFacts = Omit<CardFacts, "school" | "student" | "class" | "terms"> & {
  school: { name: string };
  student: { name: string };
  class: { name: string; subject: string };
  terms: (Omit<CardFacts["terms"][number], "subjects"> & {
    subjects: Omit<CardFacts["terms"][number]["subjects"][number], "id">[];
  })[];
};

export interface SignedCard {
  code: string;
  keyId: string;
  issuedAt: string;
  card: ShownFacts;
}

const shown = (facts: CardFacts): ShownFacts => ({
  ...facts,
  school: { name: facts.school.name },
  student: { name: facts.student.name },
  class: { name: facts.class.name, subject: facts.class.subject },
  terms: facts.terms.map((term) => ({
    ...term,
    subjects: term.subjects.map(({ id: _id, ...subject }) => subject),
  })),
});

export type Verdict =
  | { status: "valid"; signed: SignedCard }
  /** Marks (or names) changed after the card was issued: `current` is the card as it stands today. */
  | { status: "changed"; signed: SignedCard; current: ShownFacts }
  | { status: "not-valid"; reason: "unknown" | "altered" | "revoked"; revokedAt?: string };

function signatureHolds(content: string, signature: string, key: Parameters<typeof verify>[2]): boolean {
  try {
    return verify(null, Buffer.from(content), key, Buffer.from(signature, "base64url"));
  } catch {
    return false;
  }
}

const sameSignature = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The card's facts as the marks say today, or null when the student is no longer on a roll. */
async function currentFacts(
  studentId: string,
  academicYear: string,
  academicTerm: SignedDocument["card"]["academicTerm"],
) {
  const student = await db.student.findUnique({ where: { id: studentId }, select: { classId: true, schoolId: true } });
  if (!student) return null;
  const cards = await computeClassCards(
    { id: student.classId, schoolId: student.schoolId },
    academicYear,
    academicTerm ?? undefined,
  );
  const card = cards.find((one) => one.student._id === studentId);
  return card ? cardFacts(card) : null;
}

/**
 * `GET /api/verify/{code}` and the `/verify/{code}` page: what a typed (or scanned) code proves.
 * `signature` is the QR's `s`: when given it must be the record's own. Throws 429 `too-many-wrong-codes`
 * for an address past its wrong codes.
 */
export async function verifyCard(
  typed: string,
  signature: string | undefined,
  address: string,
  client: Db = db,
): Promise<Verdict> {
  const attempt = await claimAttempt([{ key: `verify:address:${address}`, backoff: WRONG_CODES }], client);
  if (attempt.blockedUntil) {
    throw problem("too-many-wrong-codes", undefined, {
      "Retry-After": String(retryAfterSeconds(attempt.blockedUntil)),
    });
  }
  const code = normalizeCode(typed);
  const record = code ? await client.issuedReportCard.findUnique({ where: { code } }) : null;
  if (!record) {
    await confirmFailure(attempt.claims, client);
    return { status: "not-valid", reason: "unknown" };
  }
  const key = await publicKeyOf(record.keyId, client);
  const document = JSON.parse(record.content) as SignedDocument;
  const holds =
    key !== null &&
    signatureHolds(record.content, record.signature, key) &&
    document.code === record.code &&
    document.keyId === record.keyId &&
    (signature === undefined || sameSignature(signature, record.signature));
  if (!holds) {
    await confirmFailure(attempt.claims, client);
    return { status: "not-valid", reason: "altered" };
  }
  // A code that exists is no guess: it does not count towards the address's wrong codes.
  await withdrawAttempt(attempt.claims, client);
  if (record.revokedAt) return { status: "not-valid", reason: "revoked", revokedAt: record.revokedAt.toISOString() };
  const signed: SignedCard = {
    code: groupCode(record.code),
    keyId: record.keyId,
    issuedAt: document.issuedAt,
    card: shown(document.card),
  };
  const current = await currentFacts(record.studentId, document.card.academicYear, document.card.academicTerm);
  // A student no longer on the roll (left, or removed) leaves nothing to compare: the card stands as signed.
  return !current || canonicalJson(current) === canonicalJson(document.card)
    ? { status: "valid", signed }
    : { status: "changed", signed, current: shown(current) };
}
