import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// docs/architecture.md#layers: each rule of the table, tried on a file placed where it would break it.
// Only the layer rule runs: the probes are not files on disk, which some other rules need.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === "@typescript-eslint/no-restricted-imports",
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

describe("the layers ESLint holds", () => {
  it.each([
    ["lib/offline/probe.ts", 'export { OfflinePanel } from "@/components/offline/offline-panel";'],
    [
      "lib/attendance/probe.ts",
      'export { CLASSES_KEY } from "@/lib/api-keys";\nexport { apiFetch } from "@/lib/client/fetcher";',
    ],
    // A feature's browser file is the browser's, whichever feature's folder it sits in.
    ["lib/attendance/probe.ts", 'export { useClassDates } from "@/lib/attendance/attendance.client";'],
    ["lib/marks/probe.schema.ts", 'export { listMarks } from "@/lib/marks/marks-list";'],
    ["lib/notices/probe.shared.ts", 'export { writeNotices } from "@/lib/notices/outbox";'],
    ["lib/marks/probe.client.ts", 'export { listMarks } from "@/lib/marks/marks-list";'],
    ["components/ui/probe.tsx", 'export { saveAttendanceBulk } from "@/lib/attendance/attendance";'],
    ["lib/validation/probe.ts", 'export { requireSchool } from "@/lib/auth/scope";'],
    ["lib/client/probe.ts", 'export { db } from "@/lib/db";'],
    ["components/ui/probe.tsx", 'export { currentActor } from "@/lib/auth/current-actor";'],
    // The service worker has no window: the page's client code is out of its reach.
    ["lib/offline/worker/probe.ts", 'export { tellWorker } from "@/lib/client/session";'],
    ["lib/offline/worker/probe.ts", 'export { loadMarks } from "@/lib/marks/marks-url.client";'],
    // The server's layers, top down: the edge, the features in their order, auth, csv, platform, the
    // database, problems.
    ["lib/reports/probe.ts", 'export { route } from "@/lib/http/route";'],
    // A feature's route table is its handlers: its own services may not reach up to it, nor may the edge;
    // a table reads the features below its own, like the feature's server files.
    ["lib/attendance/probe.ts", 'export { attendanceApi } from "@/lib/attendance/api";'],
    ["lib/http/probe.ts", 'export { marksApi } from "@/lib/marks/api";'],
    ["lib/attendance/api.ts", 'export { listMarks } from "@/lib/marks/marks-list";'],
    ["lib/reports/api.ts", 'export { marksApi } from "@/lib/marks/api";'],
    ["lib/attendance/probe.ts", 'export { toAttendanceSummary } from "@/lib/reports/summaries";'],
    ["lib/attendance/probe.ts", 'export { pdfWords } from "@/lib/http/request-locale";'],
    ["lib/schools/probe.ts", 'export { saveAttendanceBulk } from "@/lib/attendance/attendance";'],
    ["lib/reports/probe.ts", 'export { reportCardPdf } from "@/lib/report-cards/pdf";'],
    ["lib/reports/pdf/probe.ts", 'export { reportCardPdf } from "@/lib/report-cards/pdf";'],
    ["lib/geo/probe.ts", 'export { recordServerEvent } from "@/lib/tracking/tracking";'],
    ["lib/auth/probe.ts", 'export { listSchools } from "@/lib/schools/schools";'],
    ["lib/auth/probe.ts", 'export { toUserJson } from "@/lib/people/users";'],
    ["lib/auth/probe.ts", 'export { parseCsv } from "@/lib/csv/read";'],
    ["lib/csv/probe.ts", 'export { requireClass } from "@/lib/auth/scope";'],
    ["lib/csv/probe.ts", 'export { hashPassword } from "@/lib/auth/password";'],
    ["lib/platform/probe.ts", 'export { isAdmin } from "@/lib/auth/permissions";'],
    ["lib/platform/probe.ts", 'export { csvFile } from "@/lib/csv/write";'],
    ["lib/problems/probe.ts", 'export { Gate } from "@/lib/platform/gate";'],
    ["lib/problems/probe.ts", 'export { db } from "@/lib/db";'],
    ["lib/db.ts", 'export { describeError } from "@/lib/platform/log-error";'],
    // Shared modules and the browser read the codes, never ApiError (its English catalogue is the server's).
    ["lib/probe.ts", 'export { db } from "@/lib/db";'],
    ["lib/i18n/probe.ts", 'export { currentActor } from "@/lib/auth/current-actor";'],
    ["lib/client/probe.ts", 'export { problem } from "@/lib/problems/api-error";'],
    ["components/ui/probe.tsx", 'export { Payload } from "@/lib/platform/payload";'],
  ])("refuses %s importing across its layer", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it("lets a type cross (it vanishes when compiled) and shared modules serve both sides", async () => {
    expect(await layerErrors("lib/client/probe.ts", 'export type { UserJson } from "@/lib/people/users";')).toEqual([]);
    expect(await layerErrors("lib/validation/probe.ts", 'export { addDays } from "@/lib/days";')).toEqual([]);
    expect(await layerErrors("lib/marks/probe.ts", 'export { CLASSES_KEY } from "@/lib/api-keys";')).toEqual([]);
    expect(
      await layerErrors("lib/offline/worker/probe.ts", 'export { replayQueue } from "@/lib/offline/replay";'),
    ).toEqual([]);
  });

  it.each([
    ["lib/http/probe.ts", 'export { buildSchoolReport } from "@/lib/reports/school-report";'],
    [
      "lib/attendance/api.ts",
      'export { route } from "@/lib/http/route";\nexport { saveAttendance } from "@/lib/attendance/attendance";',
    ],
    ["lib/reports/api.ts", 'export { listMarks } from "@/lib/marks/marks-list";'],
    ["app/api/probe.ts", 'export { attendanceApi } from "@/lib/attendance/api";'],
    ["lib/reports/probe.ts", 'export { requireClass } from "@/lib/auth/scope";'],
    ["lib/report-cards/probe.ts", 'export { slug } from "@/lib/reports/layout";'],
    ["lib/attendance/probe.ts", 'export { writeNotices } from "@/lib/notices/outbox";'],
    ["lib/attendance/probe.ts", 'export { attendanceDateSchema } from "@/lib/reports/reports.schema";'],
    ["lib/people/probe.ts", 'export { hashPassword } from "@/lib/auth/password";'],
    ["lib/marks/probe.ts", 'export { parseCsv } from "@/lib/csv/read";'],
    ["lib/marks/probe.client.ts", 'export { MARK_FILTERS } from "@/lib/marks/mark-filters.schema";'],
    ["components/ui/probe.tsx", 'export { useClassDates } from "@/lib/attendance/attendance.client";'],
    ["components/ui/probe.tsx", 'export { qrRuns } from "@/lib/reports/pdf/qr-matrix.shared";'],
    ["lib/auth/probe.ts", 'export { claimAttempt } from "@/lib/platform/rate-limit";'],
    ["lib/csv/probe.ts", 'export { Payload } from "@/lib/platform/payload";'],
    ["lib/platform/probe.ts", 'export { problem } from "@/lib/problems/api-error";\nexport { db } from "@/lib/db";'],
    ["lib/problems/probe.ts", 'export { PROBLEMS } from "@/lib/problems/codes";'],
    ["lib/client/probe.ts", 'export { PROBLEMS } from "@/lib/problems/codes";'],
    ["lib/probe.ts", 'export { PROBLEMS } from "@/lib/problems/codes";'],
  ])("lets %s import the layers below it", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe("one way to hand-written SQL", () => {
  const syntax = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === "no-restricted-syntax" });
  const errors = async (filePath: string, code: string) =>
    (await syntax.lintText(code, { filePath }))[0].messages.map((message) => message.message);

  it.each(["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"])(
    "refuses db.%s outside lib/db.ts, and takes sql(client)",
    async (method) => {
      expect(
        await errors("lib/attendance/probe.ts", `export const q = (db: any) => db.${method}("SELECT 1");`),
      ).toEqual([expect.stringContaining("sql(client)")]);
      expect(await errors("lib/attendance/probe.ts", "export const q = (tx: any) => sql(tx).rows`SELECT 1`;")).toEqual(
        [],
      );
    },
  );
});
