"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td } from "@/components/ui/table";
import { Pagination } from "@/components/marks/pagination";
import { errorSaid } from "@/lib/client/error-message";
import { PEOPLE_PAGE, useAuditPage } from "@/lib/people/people.client";
import { useSay } from "@/components/i18n/use-say";
import { useWhen } from "@/components/admin/users/format";
import { useAuditWords } from "@/components/admin/users/audit-words";

// Set up like the admin tabs (translations and a fetch hook); the audit log pages its own rows.
/** Who changed which account or membership, when, before → after; newest first, paged by the server. */
export function AuditLog() {
  const t = useTranslations("adminUsers.audit");
  const say = useSay();
  const formatWhen = useWhen();
  const words = useAuditWords();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating } = useAuditPage(page);
  if (error) return <Notice tone="error">{say(errorSaid(error, t("loadFailed")))}</Notice>;
  if (isLoading && !data) return <Spinner label={t("loading")} />;
  if (!data || data.items.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <div className="space-y-4">
      <Table caption={t("title")} columns={[t("when"), t("who"), t("what"), t("of"), t("beforeAfter")]}>
        {data.items.map((entry) => (
          <tr key={entry._id}>
            <td className={td}>{formatWhen(entry.at)}</td>
            <td className={td}>{entry.actor.username}</td>
            <td className={td}>
              {words.action(entry.action)} <span className="block text-xs text-slate-500">{entry.action}</span>
            </td>
            <td className={td}>
              {entry.target.label} <span className="text-slate-500">({words.target(entry.target.type)})</span>
            </td>
            <td className={td}>
              {words.values(entry.before)} → {words.values(entry.after)}
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
