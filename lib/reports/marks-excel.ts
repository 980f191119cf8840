// GET /reports/marks/excel: the marks as an .xlsx download, with the columns of the original client's own
// export (Term, School Name, Class, Subject, Student Name, Marks, Submitted By), written row by row.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Actor } from "@/lib/auth/permissions";
import { markBatches } from "@/lib/marks/marks-list";
import { todayIso } from "@/lib/days";
import { describeError } from "@/lib/platform/log-error";
import { termLabel } from "@/lib/reports/layout";
import { Payload } from "@/lib/platform/payload";

/** The most rows one export holds (api-contract.md); memory holds one batch of 500 whatever the size. */
export const EXCEL_EXPORT_CAP = 100_000;

const COLUMNS = [
  { header: "Term", key: "term", width: 15 },
  { header: "School Name", key: "school", width: 25 },
  { header: "Class", key: "className", width: 15 },
  { header: "Subject", key: "subject", width: 20 },
  { header: "Student Name", key: "student", width: 30 },
  { header: "Marks", key: "marks", width: 10 },
  { header: "Submitted By", key: "submittedBy", width: 12 },
];

/** A streamed workbook of every mark the actor may see; the file name carries the UTC day. */
export function marksWorkbook(actor: Actor): Payload {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Marks Report");
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };

  void (async () => {
    try {
      for await (const marks of markBatches(actor, {}, EXCEL_EXPORT_CAP)) {
        for (const mark of marks) {
          sheet
            .addRow({
              term: termLabel(mark.academicTerm),
              school: mark.schoolId.name,
              className: mark.classId.className,
              subject: mark.subjectId.name,
              student: mark.studentId.studentName,
              marks: mark.totalMarks,
              submittedBy: mark.teacherId.role === "mentor" ? "Mentor" : "Teacher",
            })
            .commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      console.error("marks export failed:", describeError(error));
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();

  return new Payload(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `marks-report-${todayIso()}.xlsx`,
  });
}
