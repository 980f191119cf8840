import type { ImportPreview } from "@/lib/csv/import-result";
import { englishOf } from "@/lib/problems/problem-text";

/**
 * A CSV import's answer: the preview on a dry run or a successful commit; a commit with any bad row writes
 * nothing and is 422 `{ message, code: "import-rejected", ...preview }`, so the screen can show why.
 */
export function importResponse<T>(result: ImportPreview<T>, commit: boolean): Response {
  if (commit && result.errors > 0)
    return Response.json(
      { message: englishOf("import-rejected"), code: "import-rejected", ...result },
      { status: 422 },
    );
  return Response.json(result, { status: commit ? 201 : 200 });
}
