"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, EmptyState } from "@/components/ui/card";
import { useFormat } from "@/components/i18n/use-format";
import type { NoticeJson } from "@/lib/notices/notices.client";
import { NOTICE_STATUSES, type NoticeStatusName } from "@/lib/notices/notice-constants.shared";

const TONE: Record<NoticeStatusName, "green" | "yellow" | "red" | "blue" | "slate" | "purple"> = {
  queued: "blue",
  sent: "green",
  delivered: "green",
  failed: "red",
  cancelled: "slate",
  held: "yellow",
};

/** The reasons the dispatcher and the saves write (lib/notices/*), as the screen words them. */
const REASONS = new Set([
  "quiet-hours",
  "monthly-limit",
  "corrected",
  "no-consent",
  "rules-off",
  "nothing-to-correct",
  "channel-changed",
  "gave-up",
  "refused",
  "undelivered",
  "sending",
]);

/** The day's notices, one section per status, each with its student, guardian, address and text. */
export function NoticeList({ notices }: { notices: NoticeJson[] }) {
  const t = useTranslations("notices");
  const format = useFormat();
  if (notices.length === 0) return <EmptyState title={t("none")}>{t("noneHint")}</EmptyState>;
  return (
    <div className="space-y-4">
      {NOTICE_STATUSES.map((status) => {
        const shown = notices.filter((notice) => notice.status === status);
        if (shown.length === 0) return null;
        return (
          <Card key={status} title={`${t(`status.${status}`)} (${format.count(shown.length)})`}>
            <ul className="divide-y divide-slate-100">
              {shown.map((notice) => (
                <li key={notice._id} className="space-y-1 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{notice.studentName}</span>
                    <Badge tone={TONE[status]}>{t(`kind.${notice.kind}`)}</Badge>
                    {notice.reason && REASONS.has(notice.reason) ? (
                      <Badge tone="slate">{t(`reason.${notice.reason}`)}</Badge>
                    ) : null}
                  </div>
                  <p className="text-sm break-words text-slate-700">
                    {t("to", {
                      guardian: notice.guardianName ?? t("removedGuardian"),
                      address: notice.to,
                      channel: t(`channel.${notice.channel}`),
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    {notice.sentAt
                      ? t("sentAt", { time: format.time(notice.sentAt) })
                      : t("dueAt", { time: format.moment(notice.dueAt) })}
                    {notice.deliveredAt ? ` · ${t("deliveredAt", { time: format.time(notice.deliveredAt) })}` : ""}
                  </p>
                  {notice.error ? <p className="text-sm break-words text-red-800">{notice.error}</p> : null}
                  <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
                    {notice.text}
                  </blockquote>
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
