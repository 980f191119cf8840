import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env, parseEnv } from "@/lib/env";
import { cardAddress, isLoopbackHost } from "@/lib/report-cards/public-address";
import type { ReportCard } from "@/lib/report-cards/build";
import { readPdf } from "../helpers/pdf-text";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";

const { GET: getCard } = reportCardsApi["/api/reports/report-card/[studentId]"];
const { GET: cardPdf } = reportCardsApi["/api/reports/report-card/[studentId]/pdf"];
const { GET: classCardsPdf } = reportCardsApi["/api/reports/report-cards/class/[classId]"];

// docs/deploy.md#public-address: a card names the server's public address (PUBLIC_URL, else
// NEXTAUTH_URL's, whose default is localhost). While it is a loopback one, cards are issued only to a
// browser on this machine (the demo); a request that came by any other name is refused, nothing issued.
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
});

const TERM = "academicYear=2025-2026&academicTerm=FIRST_TERM";
async function ask(handler: Handler, params: Record<string, string>, headers: Record<string, string>, host = "") {
  const request = new Request(`http://${host || "localhost"}/api/x?${TERM}`, {
    headers: { authorization: `Bearer ${f.admin.token}`, ...headers },
  });
  return handler(request, { params: Promise.resolve(params) });
}
const issuedInSchool = () => db.issuedReportCard.count({ where: { schoolId: f.schoolId } });

describe("the address a report card names", () => {
  it("is PUBLIC_URL's origin, else NEXTAUTH_URL's; a loopback one is said so", () => {
    expect(
      cardAddress({ PUBLIC_URL: "https://school.example.org/x?y", NEXTAUTH_URL: "http://localhost:3000/api/nextauth" }),
    ).toEqual({ origin: "https://school.example.org", from: "PUBLIC_URL", loopback: false });
    expect(cardAddress({ PUBLIC_URL: undefined, NEXTAUTH_URL: "http://10.0.0.5:3000/api/nextauth" })).toEqual({
      origin: "http://10.0.0.5:3000",
      from: "NEXTAUTH_URL",
      loopback: false,
    });
    expect(cardAddress({ PUBLIC_URL: undefined, NEXTAUTH_URL: "http://localhost:3000/api/nextauth" })).toEqual({
      origin: "http://localhost:3000",
      from: "NEXTAUTH_URL",
      loopback: true,
    });
    expect(cardAddress({ PUBLIC_URL: "http://127.0.0.1:8080", NEXTAUTH_URL: "https://x.example" }).loopback).toBe(true);
  });

  it.each([
    ["localhost", true],
    ["localhost:3000", true],
    ["LOCALHOST.", true],
    ["school.localhost:3000", true],
    ["127.0.0.1", true],
    ["127.1.2.3:80", true],
    ["[::1]:3000", true],
    ["::1", true],
    ["192.168.1.10:3000", false],
    ["10.0.0.5", false],
    ["school.example.org", false],
    ["localhost.example.org", false],
    ["127.0.0.1.example.org", false],
    ["[2001:db8::1]:3000", false],
  ])("%s is loopback: %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  it("PUBLIC_URL must be an http(s) address; an empty one is unset", () => {
    expect(() => parseEnv({ PUBLIC_URL: "school.example.org" })).toThrow(/PUBLIC_URL/);
    expect(() => parseEnv({ PUBLIC_URL: "ftp://school.example.org" })).toThrow(/PUBLIC_URL must start with http/);
    expect(parseEnv({ PUBLIC_URL: "" }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: "https://school.example.org" }).PUBLIC_URL).toBe("https://school.example.org");
  });
});

describe("issuing report cards without a public address", () => {
  const routes = [
    ["the card", getCard as Handler, () => ({ studentId: f.students[0] })],
    ["its PDF", cardPdf as Handler, () => ({ studentId: f.students[0] })],
    ["the class PDF", classCardsPdf as Handler, () => ({ classId: f.classId })],
  ] as const;
  const elsewhere = [
    ["a school's network address", { host: "192.168.1.10:3000" }],
    ["a public name", { host: "school.example.org" }],
    ["a proxy in front, on this machine", { host: "localhost:3000", "x-forwarded-host": "school.example.org" }],
  ] as const;

  it.each(routes)(
    "%s is refused with 409 to a request from elsewhere, in its words, and nothing is issued",
    async (_, handler, params) => {
      expect(env.PUBLIC_URL).toBeUndefined();
      for (const [, headers] of elsewhere) {
        const response = await ask(handler, params(), headers, headers.host);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({
          code: "public-address-missing",
          params: { address: cardAddress().origin },
          message: `Report cards cannot be issued yet: their QR codes would point at ${cardAddress().origin}, which only this computer can open. An administrator must set PUBLIC_URL to this server's public address (sudo npm run setup:server) and restart the app.`,
        });
      }
      expect(await issuedInSchool()).toBe(0);
    },
  );

  it("are issued to a browser on this machine (the demo of npm start), naming localhost", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      const response = await ask(getCard as Handler, { studentId: f.students[0] }, { host }, host);
      expect(response.status).toBe(200);
      const card = (await response.json()) as ReportCard;
      expect(new URL(card.verification.url).origin).toBe(cardAddress().origin);
    }
    // The class is issued at once (positions need it), and the same facts keep their records.
    expect(await issuedInSchool()).toBe(5);
  });

  it("with PUBLIC_URL set, are issued to any host, and the card, its PDF and the class PDF name it", async () => {
    env.PUBLIC_URL = "https://school.example.org";
    try {
      for (const [, headers] of elsewhere) {
        const card = await ask(getCard as Handler, { studentId: f.students[2] }, headers, headers.host);
        expect(card.status).toBe(200);
        const { verification } = (await card.json()) as ReportCard;
        expect(verification.url).toMatch(/^https:\/\/school\.example\.org\/verify\/[0-9A-Z-]{14}\?s=/);
        const pdf = await ask(cardPdf as Handler, { studentId: f.students[2] }, headers, headers.host);
        expect(pdf.status).toBe(200);
        expect(readPdf(Buffer.from(await pdf.arrayBuffer())).pages[0]).toContain("https://school.example.org/verify");
        const all = await ask(classCardsPdf as Handler, { classId: f.classId }, headers, headers.host);
        expect(all.status).toBe(200);
        const pages = readPdf(Buffer.from(await all.arrayBuffer())).pages;
        expect(pages).toHaveLength(5);
        for (const page of pages) expect(page).toContain("https://school.example.org/verify");
      }
    } finally {
      delete env.PUBLIC_URL;
    }
  });
});
