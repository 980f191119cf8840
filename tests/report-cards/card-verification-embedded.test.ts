import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { verifyCard } from "@/lib/report-cards/verification";
import { base32 } from "@/lib/report-cards/report-card-keys";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// The wrong-code throttle is counted in the database so that instances count together; it must hold
// on the embedded database (`npm start`'s default) as on PostgreSQL (tests/report-cards/card-verification.test.ts),
// including wrong codes sent all at once.
let db: Db;
setUpEmbeddedDb("verify", (embedded) => {
  db = embedded.db;
});

const randomCode = () => base32(crypto.getRandomValues(new Uint8Array(8)), 12);

describe("wrong report-card codes on the embedded database", () => {
  it("20 wrong codes a minute from one address are answered Not valid, the next is 429; another address goes on", async () => {
    const from = "203.0.113.20";
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyCard(randomCode(), undefined, from, db)));
    expect(answers).toEqual(Array(20).fill({ status: "not-valid", reason: "unknown" }));
    await expect(verifyCard(randomCode(), undefined, from, db)).rejects.toMatchObject({
      status: 429,
      code: "too-many-wrong-codes",
    });
    await expect(verifyCard(randomCode(), undefined, "203.0.113.21", db)).resolves.toEqual({
      status: "not-valid",
      reason: "unknown",
    });
  });

  it("of 40 wrong codes sent at once from one address, at most 20 are looked up", async () => {
    const from = "203.0.113.30";
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, () => verifyCard(randomCode(), undefined, from, db)),
    );
    const answered = settled.filter((one) => one.status === "fulfilled");
    const refused = settled.filter(
      (one) => one.status === "rejected" && (one.reason as { status?: number }).status === 429,
    );
    expect(answered).toHaveLength(20);
    expect(refused).toHaveLength(20);
  });
});
