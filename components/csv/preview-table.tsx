"use client";

import { useTranslations } from "next-intl";
import { useKnownText } from "@/components/i18n/use-known-text";
import { Table, td } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/client/csv";

/** The rows as read, each with its line in the file; a row with an error is red and says why. */
export function PreviewTable({ rows, columns }: { rows: PreviewRow[]; columns: { key: string; label: string }[] }) {
  const t = useTranslations("csv");
  const problems = useTranslations("errors");
  const known = useKnownText();
  const say = (row: PreviewRow) =>
    row.code && problems.has(row.code) ? problems(row.code, row.params) : known(row.error ?? "");
  return (
    <Table caption={t("previewCaption")} columns={[t("line"), ...columns.map((column) => column.label), t("outcome")]}>
      {rows.map((row) => (
        <tr
          key={row.line}
          className={row.error ? "bg-red-50 text-red-900" : undefined}
          data-error={row.error ? "" : undefined}
        >
          <td className={td}>{row.line}</td>
          {columns.map((column) => (
            <td key={column.key} className={td}>
              {row.values[column.key] ?? ""}
            </td>
          ))}
          <td className={`${td} font-medium`}>{row.error ? say(row) : t("ready")}</td>
        </tr>
      ))}
    </Table>
  );
}
