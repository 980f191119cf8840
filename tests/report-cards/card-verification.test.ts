import { generateKeyPairSync, sign } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { canonicalJson, type SignedDocument } from "@/lib/report-cards/signed";
import { base32, keyIdOf, parseSigningKey } from "@/lib/report-cards/report-card-keys";
import { normalizeCode } from "@/lib/report-cards/verify.schema";
import type { ReportCard } from "@/lib/report-cards/build";
import { verifyCard, type Verdict } from "@/lib/report-cards/verification";
import type { ApiError } from "@/lib/problems/api-error";
import { databaseSnapshot } from "../helpers/db-snapshot";
import { call, unique } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";

const { GET: getCard } = reportCardsApi["/api/reports/report-card/[studentId]"];
const { GET: verifyRoute } = reportCardsApi["/api/verify/[code]"];
const { POST: revokeRoute } = reportCardsApi["/api/reports/issued-cards/[code]/revoke"];

type Handler = Parameters<typeof call>[0];
let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
});

const TERM = { academicYear: "2025-2026", academicTerm: "FIRST_TERM" };
/**
 * Each check comes from an address of its own, so the wrong-code counts do not mix: counted, not drawn
 * at random (one draw in 250 met the address the 20-wrong-codes test had used up, and saw its 429).
 */
let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

async function cardOf(studentIndex: number, query: Record<string, string> = TERM) {
  const res = await call<ReportCard>(getCard as Handler, {
    token: f.teacher.token,
    params: { studentId: f.students[studentIndex] },
    query,
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function check(code: string, from: string, s?: string) {
  return call<Verdict & { code?: string }>(verifyRoute as Handler, {
    params: { code },
    query: { s },
    headers: { "x-forwarded-for": from },
  });
}

const signatureOf = (card: ReportCard) => new URL(card.verification.url).searchParams.get("s")!;
const annsBeginning = () =>
  db.mark.findFirstOrThrow({
    where: { studentId: f.students[0], examType: "BEGINNING_TERM", academicTerm: "FIRST_TERM" },
  });

describe("a report card's code", () => {
  it("is printed in three groups of four, the QR's URL carrying the full signature, and is the same at each print", async () => {
    const card = await cardOf(0);
    expect(card.verification.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const url = new URL(card.verification.url);
    expect(url.pathname).toBe(`/verify/${card.verification.code}`);
    expect(signatureOf(card)).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect((await cardOf(0)).verification).toEqual(card.verification);
    // Every student has a code of their own.
    expect((await cardOf(1)).verification.code).not.toBe(card.verification.code);
  });

  it("printed at the same moment many times (as by two instances), is issued once: one record, one code", async () => {
    // A card no one has printed yet: Eve's whole year.
    const query = { academicYear: "2025-2026" };
    const before = await db.issuedReportCard.count({ where: { studentId: f.students[4], academicTerm: null } });
    expect(before).toBe(0);
    const cards = await Promise.all(Array.from({ length: 8 }, () => cardOf(4, query)));
    expect(new Set(cards.map((card) => card.verification.code)).size).toBe(1);
    expect(await db.issuedReportCard.count({ where: { studentId: f.students[4], academicTerm: null } })).toBe(1);
  });

  it("verifies as Valid with what the card states, typed in any case or spacing, and says nothing of other students", async () => {
    const card = await cardOf(0);
    const from = address();
    for (const typed of [card.verification.code, card.verification.code.toLowerCase().replaceAll("-", " ")]) {
      const res = await check(typed, from);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("valid");
    }
    const res = await check(card.verification.code, from, signatureOf(card));
    expect(res.body).toMatchObject({
      status: "valid",
      signed: {
        code: card.verification.code,
        issuedAt: card.verification.issuedAt,
        card: {
          school: { name: card.school.name },
          student: { name: "Ann" },
          class: { name: "P5", subject: "Mathematics" },
          academicYear: "2025-2026",
          academicTerm: "FIRST_TERM",
          terms: [
            {
              academicTerm: "FIRST_TERM",
              subjects: [{ name: "Mathematics", exams: { BEGINNING_TERM: 60, MIDTERM: 70, ENDTERM: 80 } }],
              overallAverage: card.academicTerm === null ? null : card.overallAverage,
            },
          ],
        },
      },
    });
    const text = JSON.stringify(res.body);
    for (const other of ["Ben", "Cat", "Dan", "Eve"]) expect(text).not.toContain(other);
    // Nor the app's record ids: names and figures only.
    for (const id of [f.schoolId, f.classId, f.subjectId, ...f.students]) expect(text).not.toContain(id);
    // Positions and class averages are about the other students: not on the verify answer.
    expect(text).not.toMatch(/position|classAverage|rank/);
  });

  it("verifies as Changed since once a mark is edited in the database, with today's figure beside the signed one", async () => {
    const card = await cardOf(0);
    const mark = await annsBeginning();
    await db.mark.update({ where: { id: mark.id }, data: { totalMarks: 95 } });
    try {
      const res = await check(card.verification.code, address());
      expect(res.body.status).toBe("changed");
      const verdict = res.body as Extract<Verdict, { status: "changed" }>;
      expect(verdict.signed.card.terms[0].subjects[0].exams.BEGINNING_TERM).toBe(60);
      expect(verdict.current.terms[0].subjects[0].exams.BEGINNING_TERM).toBe(95);
      // The card printed now states the new mark, under a new code that is Valid.
      const reprinted = await cardOf(0);
      expect(reprinted.verification.code).not.toBe(card.verification.code);
      expect((await check(reprinted.verification.code, address())).body.status).toBe("valid");
    } finally {
      await db.mark.update({ where: { id: mark.id }, data: { totalMarks: mark.totalMarks } });
    }
    // The mark put back: the first paper states the marks again.
    expect((await check(card.verification.code, address())).body.status).toBe("valid");
  });

  it("is Not valid when the code is altered, when the QR's signature is altered, or when the record was edited", async () => {
    const card = await cardOf(3);
    const code = card.verification.code;
    const from = address();
    const last = code.at(-1)!;
    const altered = code.slice(0, -1) + (last === "Z" ? "Y" : "Z");
    expect((await check(altered, from)).body).toEqual({ status: "not-valid", reason: "unknown" });
    const s = signatureOf(card);
    const badS = (s[0] === "A" ? "B" : "A") + s.slice(1);
    expect((await check(code, from, badS)).body).toEqual({ status: "not-valid", reason: "altered" });

    // Someone with the database changes a signed mark: the signature no longer holds.
    const record = await db.issuedReportCard.findUniqueOrThrow({ where: { code: normalizeCode(code)! } });
    const forged = record.content.replace('"BEGINNING_TERM":60', '"BEGINNING_TERM":99');
    expect(forged).not.toBe(record.content);
    await db.issuedReportCard.update({ where: { id: record.id }, data: { content: forged } });
    try {
      expect((await check(code, from)).body).toEqual({ status: "not-valid", reason: "altered" });
    } finally {
      await db.issuedReportCard.update({ where: { id: record.id }, data: { content: record.content } });
    }
    expect((await check(code, from)).body.status).toBe("valid");
  });

  it("is Not valid for random codes, and for what is no code at all; a bad signature parameter is 400", async () => {
    const from = address();
    for (let i = 0; i < 5; i++) {
      const random = base32(crypto.getRandomValues(new Uint8Array(8)), 12);
      expect((await check(random, from)).body).toEqual({ status: "not-valid", reason: "unknown" });
    }
    for (const junk of ["x", '\'; DROP TABLE "Student"; --', "<script>", "ÀÉÎ-ÕÜ"])
      expect((await check(junk, from)).body).toEqual({ status: "not-valid", reason: "unknown" });
    expect((await check("x".repeat(41), from)).status).toBe(400);
    expect((await check("ABCD-EFGH-JKMN", from, "short")).status).toBe(400);
  });

  it("after 20 wrong codes in a minute from one address answers 429 to that address only; right codes never count", async () => {
    const card = await cardOf(2);
    const from = address();
    // Right codes, many of them, do not use up the address's allowance.
    for (let i = 0; i < 25; i++) expect((await check(card.verification.code, from)).status).toBe(200);
    const wrong = Array.from({ length: 20 }, () => base32(crypto.getRandomValues(new Uint8Array(8)), 12));
    const answers = await Promise.all(wrong.map((code) => check(code, from)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const refused = await check(wrong[0], from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "too-many-wrong-codes" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // While blocked, even a right code is refused from there (no guess is checked)…
    expect((await check(card.verification.code, from)).status).toBe(429);
    // …and another address is not affected.
    expect((await check(card.verification.code, address() + "1")).status).toBe(200);
  });

  it("after the first wait the next wrong code waits twice as long, and so on up to an hour", async () => {
    const from = address();
    const key = `verify:address:${from}`;
    const wrong = () => verifyCard(base32(crypto.getRandomValues(new Uint8Array(8)), 12), undefined, from);
    const refusedFor = async () => {
      const refused = (await wrong().then(
        () => null,
        (error: unknown) => error,
      )) as ApiError | null;
      expect(refused?.code).toBe("too-many-wrong-codes");
      return Number(refused!.headers!["Retry-After"]);
    };
    // The clock moves on by the wait: the block ends, and the failures' window is that much older.
    const wait = (seconds: number) => db.$executeRaw`
      UPDATE "RateLimit" SET "blockedUntil" = "blockedUntil" - make_interval(secs => ${seconds}),
        "resetAt" = "resetAt" - make_interval(secs => ${seconds})
      WHERE "key" = ${key}`;
    for (let i = 0; i < 20; i++) expect(await wrong()).toEqual({ status: "not-valid", reason: "unknown" });
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const seconds = await refusedFor();
      waits.push(seconds);
      await wait(seconds);
      // The wait is over: one more wrong code is checked (Not valid), and it brings the next, longer wait.
      expect(await wrong()).toEqual({ status: "not-valid", reason: "unknown" });
    }
    // Retry-After is rounded up from the time left: each is its wait, or a second less.
    const expected = [60, 120, 240, 480, 960, 1920, 3600, 3600];
    waits.forEach((seconds, index) => expect(expected[index] - seconds).toBeLessThanOrEqual(1));
    waits.forEach((seconds, index) => expect(seconds).toBeLessThanOrEqual(expected[index]));
  });

  it("verifies as Valid after the signing key is replaced: the old key id still finds its public key", async () => {
    const card = await cardOf(1);
    const old = await db.issuedReportCard.findUniqueOrThrow({
      where: { code: normalizeCode(card.verification.code)! },
    });
    const next = generateKeyPairSync("ed25519");
    const keyId = keyIdOf(next.publicKey);
    await db.reportCardKey.create({
      data: { id: keyId, publicKey: next.publicKey.export({ type: "spki", format: "pem" }).toString() },
    });
    const code = base32(crypto.getRandomValues(new Uint8Array(8)), 12);
    const document: SignedDocument = { ...(JSON.parse(old.content) as SignedDocument), code, keyId };
    const content = canonicalJson(document);
    await db.issuedReportCard.create({
      data: {
        code,
        schoolId: old.schoolId,
        studentId: old.studentId,
        academicYear: old.academicYear,
        academicTerm: old.academicTerm,
        keyId,
        contentHash: old.contentHash,
        content,
        signature: sign(null, Buffer.from(content), next.privateKey).toString("base64url"),
      },
    });
    // Both keys' cards verify side by side.
    expect((await check(code, address())).body.status).toBe("valid");
    expect((await check(card.verification.code, address())).body.status).toBe("valid");
    // A key row whose public key is not the one its id names verifies nothing.
    const stranger = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
    const fakeId = `k${unique("x")
      .slice(-12)
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, "0")}`;
    await db.reportCardKey.create({ data: { id: fakeId, publicKey: stranger } });
    const fakeCode = base32(crypto.getRandomValues(new Uint8Array(8)), 12);
    const fakeContent = canonicalJson({ ...document, code: fakeCode, keyId: fakeId });
    await db.issuedReportCard.create({
      data: {
        code: fakeCode,
        schoolId: old.schoolId,
        studentId: old.studentId,
        academicYear: old.academicYear,
        keyId: fakeId,
        contentHash: old.contentHash,
        content: fakeContent,
        signature: sign(null, Buffer.from(fakeContent), next.privateKey).toString("base64url"),
      },
    });
    expect((await check(fakeCode, address())).body).toEqual({ status: "not-valid", reason: "altered" });
  });

  it("the whole year's card is signed too", async () => {
    const card = await cardOf(0, { academicYear: "2025-2026" });
    const res = await check(card.verification.code, address());
    expect(res.body).toMatchObject({ status: "valid", signed: { card: { academicTerm: null } } });
    const verdict = res.body as Extract<Verdict, { status: "valid" }>;
    expect(verdict.signed.card.terms.map((term) => term.academicTerm)).toEqual([
      "FIRST_TERM",
      "SECOND_TERM",
      "THIRD_TERM",
    ]);
    expect(verdict.signed.card.annual).not.toBeNull();
  });
});

describe("withdrawing a code issued in error", () => {
  const revoke = (token: string, code: string) =>
    call(revokeRoute as Handler, { method: "POST", token, params: { code } });

  it("is for admins; the code then verifies as Not valid and the next print gets a new code", async () => {
    const card = await cardOf(4);
    const code = card.verification.code;
    expect((await revoke(f.teacher.token, code)).status).toBe(403);
    expect((await check(code, address())).body.status).toBe("valid");
    const done = await revoke(f.admin.token, code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ code, revokedAt: expect.any(String) });
    // Twice is the same answer, and one audit line.
    expect((await revoke(f.admin.token, code.toLowerCase())).body).toEqual(done.body);
    expect(
      await db.auditEntry.count({
        where: { action: "report-card.revoke", targetId: f.schoolId, after: { equals: { code } } },
      }),
    ).toBe(1);
    expect((await check(code, address())).body).toMatchObject({ status: "not-valid", reason: "revoked" });
    const reprinted = await cardOf(4);
    expect(reprinted.verification.code).not.toBe(code);
    expect((await check(reprinted.verification.code, address())).body.status).toBe("valid");
  });

  it("answers 404 for a code no card has, and 400 for what is not a code, writing nothing", async () => {
    const before = await databaseSnapshot();
    expect((await revoke(f.admin.token, "ABCD-EFGH-JKMN")).status).toBe(404);
    for (const hostile of [
      "x",
      "' OR 1=1 --",
      "A".repeat(41),
      "ABCD\u0000EFGH",
      "../../etc/passwd",
      "ΑΒΓΔ-ΕΖΗΘ-ΙΚΛΜ",
    ]) {
      const res = await revoke(f.admin.token, hostile);
      expect(res.status, hostile).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await databaseSnapshot()).toEqual(before);
  });
});

describe("codes and keys", () => {
  it("reads what people type from paper: case, spaces and dashes ignored, O as 0 and I or L as 1", () => {
    expect(normalizeCode("abcd efgh jkmn")).toBe("ABCDEFGHJKMN");
    expect(normalizeCode("ABCD-EFGH-JKMO")).toBe("ABCDEFGHJKM0");
    expect(normalizeCode("ABCD-EFGH-JKIL")).toBe("ABCDEFGHJK11");
    expect(normalizeCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeCode("ABCD-EFGH-JKMU")).toBeNull();
  });

  it("takes the signing key as PEM or one-line base64 DER, the same key id either way, and refuses other kinds", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const der = privateKey.export({ type: "pkcs8", format: "der" }).toString("base64");
    const fromPem = parseSigningKey(pem);
    const fromDer = parseSigningKey(der);
    expect(keyIdOf(fromPem)).toMatch(/^k[0-9A-Z]{12}$/);
    expect(keyIdOf(fromPem)).toBe(keyIdOf(fromDer));
    // A PEM pasted into a settings file with its newlines written as \n.
    expect(keyIdOf(parseSigningKey(pem.replace(/\n/g, "\\n")))).toBe(keyIdOf(fromPem));
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" });
    expect(() => parseSigningKey(rsa.toString())).toThrow(/Ed25519/);
  });
});
