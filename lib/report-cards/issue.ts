// Issuing report cards (docs/design.md#signed-cards): each card's facts are signed once and kept as a
// record found by a short random code. Printing the same facts again reuses the record (and its code);
// a card whose marks changed gets a new one, and the old code then verifies as "Changed since".
import { randomBytes, sign } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ComputedCard } from "@/lib/report-cards/types";
import { cardAddress } from "@/lib/report-cards/public-address";
import { canonicalJson, cardFacts, factsHash, type SignedDocument } from "@/lib/report-cards/signed";
import { base32, signingKey } from "@/lib/report-cards/report-card-keys";
import { CODE_LENGTH, groupCode } from "@/lib/report-cards/verify.schema";

export interface Verification {
  /** "ABCD-EFGH-JKMN", as printed. */
  code: string;
  /** The verify page with the full signature (`?s=`), as the QR code carries it. */
  url: string;
  issuedAt: string;
}

/** 60 random bits (12 base32 characters): not guessable, and the verify page is throttled. */
const randomCode = () => base32(randomBytes(8), CODE_LENGTH);

/** The page a code is checked at: the server's public address (PUBLIC_URL), for paper that outlives any request. */
export const verifyPageUrl = (code: string, signature?: string) =>
  `${cardAddress().origin}/verify/${groupCode(code)}${signature ? `?s=${signature}` : ""}`;

type Row = { code: string; signature: string; issuedAt: Date; liveKey: string | null };

/** Each card with its verification, issuing (signing) the ones whose facts have no live record yet. */
export async function issueCards<T extends ComputedCard>(cards: T[]): Promise<(T & { verification: Verification })[]> {
  if (cards.length === 0) return [];
  const facts = cards.map(cardFacts);
  const liveKeys = facts.map((card) => `${card.student.id}:${factsHash(card)}`);
  const select = { code: true, signature: true, issuedAt: true, liveKey: true } as const;
  const found = new Map<string, Row>();
  const remember = (rows: Row[]) => rows.forEach((row) => found.set(row.liveKey!, row));
  remember(await db.issuedReportCard.findMany({ where: { liveKey: { in: liveKeys } }, select }));

  // Cards printed at the same moment on two instances both insert; the unique live key keeps one. A
  // code drawn twice (2^-60 per pair) skips its row too: the next round draws again.
  for (let round = 0; round < 3 && found.size < new Set(liveKeys).size; round++) {
    const { keyId, privateKey } = await signingKey();
    const issuedAt = new Date();
    const data: Prisma.IssuedReportCardCreateManyInput[] = [];
    for (const [index, card] of facts.entries()) {
      const liveKey = liveKeys[index];
      if (found.has(liveKey) || data.some((row) => row.liveKey === liveKey)) continue;
      const code = randomCode();
      const document: SignedDocument = { v: 1, code, keyId, issuedAt: issuedAt.toISOString(), card };
      const content = canonicalJson(document);
      data.push({
        code,
        schoolId: card.school.id,
        studentId: card.student.id,
        academicYear: card.academicYear,
        academicTerm: card.academicTerm,
        keyId,
        contentHash: liveKey.slice(card.student.id.length + 1),
        content,
        signature: sign(null, Buffer.from(content), privateKey).toString("base64url"),
        issuedAt,
        liveKey,
      });
    }
    await db.issuedReportCard.createMany({ data, skipDuplicates: true });
    remember(
      await db.issuedReportCard.findMany({ where: { liveKey: { in: data.map((row) => row.liveKey!) } }, select }),
    );
  }
  return cards.map((card, index) => {
    const row = found.get(liveKeys[index]);
    if (!row) throw new Error("A report card could not be issued a code");
    return {
      ...card,
      verification: {
        code: groupCode(row.code),
        url: verifyPageUrl(row.code, row.signature),
        issuedAt: row.issuedAt.toISOString(),
      },
    };
  });
}
