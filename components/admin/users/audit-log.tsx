"use client";

import { useState } from "react";
import { EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td, th } from "@/components/ui/table";
import { Pagination } from "@/components/marks/pagination";
import { errorMessage } from "@/lib/client/error-message";
import { PEOPLE_PAGE, useAuditPage } from "@/lib/client/people";
import { formatWhen } from "@/components/admin/users/format";

const show = (value: unknown) =>
  value && typeof value === "object"
    ? Object.entries(value)
        .map(([key, item]) => `${key}: ${String(item)}`)
        .join(", ")
    : "—";

/** Who changed which account or membership, when, before → after; newest first, paged by the server. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useAuditPage(page);
  if (error) return <Notice tone="error">{errorMessage(error, "Failed to load the audit log")}</Notice>;
  if (isLoading && !data) return <Spinner label="Loading audit log…" />;
  if (!data || data.items.length === 0) return <EmptyState title="No changes recorded yet" />;
  return (
    <div className="space-y-4">
      <Table
        caption="Audit log"
        head={
          <tr>
            <th className={th}>When</th>
            <th className={th}>Who</th>
            <th className={th}>What</th>
            <th className={th}>Of</th>
            <th className={th}>Before → after</th>
          </tr>
        }
      >
        {data.items.map((entry) => (
          <tr key={entry._id}>
            <td className={td}>{formatWhen(entry.at)}</td>
            <td className={td}>{entry.actor.username}</td>
            <td className={td}>{entry.action}</td>
            <td className={td}>
              {entry.target.label} <span className="text-slate-500">({entry.target.type})</span>
            </td>
            <td className={td}>
              {show(entry.before)} → {show(entry.after)}
            </td>
          </tr>
        ))}
      </Table>
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(data.total / PEOPLE_PAGE))}
        busy={isValidating}
        onPage={setPage}
      />
    </div>
  );
}
