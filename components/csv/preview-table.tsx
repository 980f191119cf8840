"use client";

import { useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-say";
import { Table, td } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/client/csv";

/** The rows as read, each with its line in the file; a row with an error is red and says why. */
export function PreviewTable({ rows, columns }: { rows: PreviewRow[]; columns: { key: string; label: string }[] }) {
  const t = useTranslations("csv");
  const say = useSay();
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
          <td className={`${td} font-medium`}>
            {row.code ? say({ code: row.code, params: row.params }) : (row.error ?? t("ready"))}
          </td>
        </tr>
      ))}
    </Table>
  );
}
