import { z } from "zod";
import { id, isoDate } from "@/lib/validation/common";

export const EXPORT_MESSAGES = {
  range: "Date to must be on or after date from",
  tooLong: "Export at most 366 days at once",
} as const;

export const studentsExportQuery = z.object({
  classId: z.preprocess((value) => (value === "" ? undefined : value), id("Invalid class id").optional()),
});

export const attendanceExportQuery = z
  .object({
    classId: id("Please select a class"),
    from: isoDate("Date from must be YYYY-MM-DD"),
    to: isoDate("Date to must be YYYY-MM-DD"),
  })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: "custom", message: EXPORT_MESSAGES.range, path: ["to"] });
    else if (days > 365) ctx.addIssue({ code: "custom", message: EXPORT_MESSAGES.tooLong, path: ["to"] });
  });
