// The offline queue keeps each item's label in English on the phone (lib/client/*); the panel reads
// the label's shape back and names it in the screen's language (components/offline/item-label.ts).
// In English the round trip gives the saved label back; a label of another shape is left alone.
import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";
import { labelMessage } from "@/components/offline/item-label";
import { readCatalogue } from "./i18n/catalogue";

const translator = (locale: "en" | "fr" | "rw") =>
  createTranslator({ locale, messages: readCatalogue(locale) as never, namespace: "offline" as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;

const SAVED = [
  "Daily report P4 A (2026-11-23)",
  "Lesson observation S1 B (2026-11-20)",
  "Attendance of one student: late (2026-11-23)",
  "Attendance of 12 students (2026-11-23)",
  "Marks for 30 students",
];

describe("queued item labels", () => {
  it.each(SAVED)("reads %s back into the same English", (label) => {
    const message = labelMessage(label);
    expect(message).not.toBeNull();
    expect(translator("en")(message!.key, message!.values)).toBe(label);
  });

  it("names them in French and Kinyarwanda, with the status and count in words", () => {
    const attendance = labelMessage("Attendance of one student: late (2026-11-23)")!;
    expect(translator("fr")(attendance.key, attendance.values)).toBe("Présence d'un élève : en retard (2026-11-23)");
    expect(translator("rw")(attendance.key, attendance.values)).toContain("yakererewe");
    const marks = labelMessage("Marks for 1 students")!;
    expect(marks.values).toEqual({ count: 1 });
    expect(translator("fr")(marks.key, marks.values)).toBe("Notes de 1 élève");
  });

  it("leaves a label of another shape as it was saved", () => {
    expect(labelMessage("Daily report (deleted class)")).toBeNull();
    expect(labelMessage("Attendance P4 A")).toBeNull();
    expect(labelMessage("")).toBeNull();
  });
});
