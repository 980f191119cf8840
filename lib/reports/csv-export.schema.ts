import { z } from "zod";
import { id, isoDate } from "@/lib/validation/common";

export const EXPORT_MESSAGES = {
  range: "date-to-before-from",
  tooLong: "export-too-long",
} as const;

export const studentsExportQuery = z.object({
  classId: z.preprocess((value) => (value === "" ? undefined : value), id("class-id-invalid").optional()),
});

export const attendanceExportQuery = z
  .object({
    classId: id("select-class"),
    from: isoDate("date-from-invalid"),
    to: isoDate("date-to-invalid"),
  })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: "custom", message: EXPORT_MESSAGES.range, path: ["to"] });
    else if (days > 365) ctx.addIssue({ code: "custom", message: EXPORT_MESSAGES.tooLong, path: ["to"] });
  });
