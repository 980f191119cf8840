"use client";

import { useTranslations } from "next-intl";
import { useKnownText } from "@/components/i18n/use-known-text";
import { Table, td, th } from "@/components/ui/table";
import type { PreviewRow } from "@/lib/client/csv";

/** The rows as read, each with its line in the file; a row with an error is red and says why. */
export function PreviewTable({ rows, columns }: { rows: PreviewRow[]; columns: { key: string; label: string }[] }) {
  const t = useTranslations("csv");
  const known = useKnownText();
  return (
    <Table
      caption={t("previewCaption")}
      head={
        <tr>
          <th className={th}>{t("line")}</th>
          {columns.map((column) => (
            <th key={column.key} className={th}>
              {column.label}
            </th>
          ))}
          <th className={th}>{t("outcome")}</th>
        </tr>
      }
    >
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
          <td className={`${td} font-medium`}>{row.error ? known(row.error) : t("ready")}</td>
        </tr>
      ))}
    </Table>
  );
}
