import { describe, expect, it } from "vitest";
import { gsm7Length, gsm7Segments, isGsm7, toGsm7 } from "@/lib/gsm7";
import { LOCALES } from "@/lib/i18n/locales";
import { noticeText } from "@/lib/services/notices/notice-text";
import { outOfQuietHours } from "@/lib/quiet-hours";

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
    studentName: "Françoise Uwase Mukamana",
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
    const short = { schoolName: "GS Kigali", studentName: "Aline Uwase", date: "2026-11-26" };
    expect(noticeText("absence", "en", { ...short, status: "absent" }, "sms").text).toBe(
      "GS Kigali: Aline was absent on 26 Nov 2026. Reply STOP to end these messages.",
    );
    expect(noticeText("absence", "fr", { ...short, status: "late" }, "sms").text).toBe(
      "GS Kigali : Aline a été noté(e) en retard le 26 nov. 2026. Répondez STOP pour ne plus recevoir ces messages.",
    );
    expect(noticeText("absence", "rw", { ...short, status: "absent" }, "sms").text).toBe(
      "GS Kigali: Aline ntiyaje ku wa 26/11/2026. Subiza HAGARIKA niba udashaka ubu butumwa.",
    );
  });

  it("keep every accent and the whole name in an e-mail", () => {
    const mail = noticeText("absence", "fr", { ...facts, status: "absent" }, "email");
    expect(mail.text.startsWith(`${facts.schoolName} : Françoise`)).toBe(true);
    expect(mail.subject).toBe(`${facts.schoolName} : présences de Françoise`);
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
