import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { gsm7Length, gsm7Segments, isGsm7, toGsm7 } from "@/lib/notices/gsm7.shared";
import { LOCALES } from "@/lib/i18n/locales";
import { noticeText } from "@/lib/notices/notice-text";
import { outOfQuietHours } from "@/lib/notices/quiet-hours.shared";

describe("GSM-7", () => {
  it("keeps the accents GSM-7 has, drops those it lacks, and spells typography plainly", () => {
    expect(isGsm7("é è à ù ì ò Ç É Ñ ü")).toBe(true);
    expect(isGsm7("ç")).toBe(false);
    expect(toGsm7("Françoise était à l’école — ça")).toBe("Francoise était à l'école - ca");
    expect(toGsm7("Œuvre «Ç»")).toBe('OEuvre "Ç"');
    expect(toGsm7("😀 日本")).toBe("? ??");
    expect(gsm7Length("[€]")).toBe(6);
    expect(gsm7Segments("x".repeat(160))).toBe(1);
    expect(gsm7Segments("x".repeat(161))).toBe(2);
  });
});

describe("notice texts", () => {
  const facts = {
    schoolName: "Groupe Scolaire Saint-François-Xavier de Nyamirambo II (Secteur Nyarugenge)",
    studentNames: ["Françoise Uwase Mukamana"],
    date: "2026-11-26",
  };

  it("fit one GSM-7 segment in every language, kind and status, even for a long school name", () => {
    for (const language of LOCALES) {
      for (const kind of ["absence", "correction"] as const) {
        for (const status of ["absent", "late", "present", "excused"] as const) {
          const { text } = noticeText(kind, language, { ...facts, status }, "sms");
          expect(isGsm7(text), text).toBe(true);
          expect(gsm7Length(text), text).toBeLessThanOrEqual(160);
          expect(text).toContain("Francoise");
          expect(text).toContain("Groupe Scolaire");
        }
      }
    }
  });

  it("name the school, the first name, the day and the status in the guardian's language", () => {
    const short = { schoolName: "GS Kigali", studentNames: ["Aline Uwase"], date: "2026-11-26" };
    expect(noticeText("absence", "en", { ...short, status: "absent" }, "sms", "reply").text).toBe(
      "GS Kigali: Aline was absent on 26 Nov 2026. Reply STOP to end these messages.",
    );
    // French without "noté(e) absent(e)": the status as a noun (messages/glossary.md).
    expect(noticeText("absence", "fr", { ...short, status: "late" }, "sms", "school").text).toBe(
      "GS Kigali : retard de l'élève Aline le 26 nov. 2026. Pour ne plus recevoir ces messages, prévenez l'école.",
    );
    expect(noticeText("absence", "rw", { ...short, status: "absent" }, "sms", "reply").text).toBe(
      "GS Kigali: Aline ntiyaje ku wa 26/11/2026. Subiza HAGARIKA niba udashaka ubu butumwa.",
    );
    expect(noticeText("absence", "rw", { ...short, status: "absent" }, "sms", "school").text).toBe(
      "GS Kigali: Aline ntiyaje ku wa 26/11/2026. Niba udashaka ubu butumwa, bimenyeshe ikigo.",
    );
  });

  it("list a phone's students in one message, in every language", () => {
    const many = { schoolName: "GS Kigali", studentNames: ["Aline Uwase", "Eric", "Jean Claude"], date: "2026-11-26" };
    expect(noticeText("absence", "en", { ...many, status: "absent" }, "sms").text).toBe(
      "GS Kigali: Aline, Eric and Jean were absent on 26 Nov 2026. To stop these messages, tell the school.",
    );
    expect(noticeText("absence", "fr", { ...many, status: "absent" }, "sms").text).toContain(
      "absence des élèves Aline, Eric et Jean le 26 nov. 2026.",
    );
    expect(noticeText("absence", "rw", { ...many, status: "absent" }, "sms").text).toContain(
      "Aline, Eric na Jean ntibaje ku wa 26/11/2026.",
    );
  });

  it("never carry a link, an e-mail or a number a teacher typed into a student's or a school's name", () => {
    const hostile = {
      schoolName: "URGENT fees due pay 5000 RWF MoMo 0788000111: www.evil.example/pay-now",
      studentNames: ["www.evil.example/pay-now 0788000111 Aline"],
      date: "2026-12-01",
      status: "absent" as const,
    };
    for (const language of LOCALES) {
      for (const medium of ["sms", "email"] as const) {
        const { text, subject } = noticeText("absence", language, hostile, medium);
        for (const said of [text, subject]) {
          expect(said).not.toMatch(/evil|www|pay-now|0788|5000|:\/\//);
          expect(said.replace(/\d{1,2}[/ ]\S+[/ ]\d{4}/, "")).not.toMatch(/\d{3,}/);
        }
        expect(text).toContain("Aline");
      }
    }
  });

  it("shorten a long school name at a word, never inside one", () => {
    const { text } = noticeText(
      "absence",
      "fr",
      {
        schoolName: "Groupe Scolaire Officiel Saint Joseph Kabgayi Muhanga",
        studentNames: ["Marie-Françoise"],
        date: "2026-11-26",
        status: "excused",
      },
      "sms",
      "reply",
    );
    const school = text.slice(0, text.indexOf(" : "));
    expect(
      "Groupe Scolaire Officiel Saint Joseph Kabgayi Muhanga".split(" ").slice(0, school.split(" ").length).join(" "),
    ).toBe(school);
  });

  it("fit one GSM-7 segment for any names, school, status, kind and language (property)", () => {
    // Names as teachers type them: any letters of any script, GSM-7's costly extension characters,
    // digits, links, and up to eight students for one phone.
    const piece = fc.oneof(
      fc.string({
        unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzçêâîôûœéèàÇ[]{}~|^€\\ -'0123456789"),
        maxLength: 40,
      }),
      fc.string({ maxLength: 30 }),
      fc.constantFrom("www.evil.example/pay", "0788000111", "Jean-Baptiste", "Nyiramahirwe Uwimana"),
    );
    const words = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(" "));
    fc.assert(
      fc.property(
        words,
        fc.array(words, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom("absence", "correction"),
        fc.constantFrom("absent", "late", "present", "excused"),
        fc.constantFrom("reply", "school"),
        (schoolName, studentNames, language, kind, status, optOut) => {
          const facts = { schoolName, studentNames, date: "2026-09-30", status };
          const { text } = noticeText(kind, language, facts, "sms", optOut);
          expect(isGsm7(text), text).toBe(true);
          expect(gsm7Segments(text), text).toBe(1);
          expect(text, text).not.toMatch(/www\.|0788/);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("keep every accent and the whole sender name in an e-mail", () => {
    const mail = noticeText("absence", "fr", { ...facts, status: "absent" }, "email");
    // The school's own name, cleaned to a sender name's rule: no brackets or dashes, cut at a word.
    const sender = "Groupe Scolaire Saint François Xavier de";
    expect(mail.text.startsWith(`${sender} : absence de l'élève Françoise`), mail.text).toBe(true);
    expect(mail.text).toContain("prévenez l'école");
    expect(mail.subject).toBe(`${sender} : présences de Françoise`);
  });
});

describe("quiet hours", () => {
  it("move a send inside them to their end, across midnight, on the school's clock", () => {
    const quiet = { from: 20 * 60, to: 7 * 60 };
    // 21:30 in Kigali (UTC+2) is 19:30 UTC: it goes at 07:00 Kigali, 05:00 UTC the next day.
    expect(outOfQuietHours(new Date("2026-11-26T19:30:00Z"), quiet, "Africa/Kigali").toISOString()).toBe(
      "2026-11-27T05:00:00.000Z",
    );
    expect(outOfQuietHours(new Date("2026-11-26T08:00:00Z"), quiet, "Africa/Kigali").toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
    expect(outOfQuietHours(new Date("2026-11-26T19:30:00Z"), null, "Africa/Kigali").toISOString()).toBe(
      "2026-11-26T19:30:00.000Z",
    );
  });
});
