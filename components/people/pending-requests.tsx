"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { useJoinRequests } from "@/lib/people/people.client";
import { useRoleName } from "@/components/people/use-role-name";

/** Requests to join the caller's schools (every school for admins), approved or rejected in place. */
export function PendingRequests({ onChange }: { onChange: () => void }) {
  const t = useTranslations("people");
  const roleName = useRoleName();
  const say = useSay();
  const { data, error, mutate } = useJoinRequests();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  if (error) return <Notice tone="error">{say(errorSaid(error, t("requestsLoadFailed")))}</Notice>;
  // The last request decided empties the list: its confirmation stays on screen.
  if (!data || data.length === 0) return message ? <Notice tone={message.tone}>{message.text}</Notice> : null;

  async function decide(schoolId: string, userId: string, approve: boolean, label: string) {
    setBusyKey(`${schoolId}:${userId}`);
    setMessage(null);
    try {
      const path = `/api/schools/${schoolId}/members/${userId}`;
      if (approve) await apiFetch(`${path}/approve`, { method: "POST" });
      else await apiFetch(path, { method: "DELETE" });
      setMessage({ tone: "success", text: approve ? t("approved", { label }) : t("rejected", { label }) });
      await mutate();
      onChange();
    } catch (caught) {
      setMessage({ tone: "error", text: say(errorSaid(caught, t("notSaved"))) });
    } finally {
      setBusyKey(null);
    }
  }

  return (
    <Card title={t("waiting", { count: data.length })}>
      {message ? (
        <Notice tone={message.tone} className="mb-3">
          {message.text}
        </Notice>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {data.map((request) => {
          const key = `${request.schoolId}:${request.userId}`;
          const label = t("requestLabel", {
            username: request.username,
            role: roleName(request.role),
            school: request.schoolName,
          });
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{label}</span>
              <span className="flex gap-2">
                {/* Approve and Reject stay two buttons: they differ in colour, in which one spins, and in what they send. */}
                <Button
                  size="sm"
                  variant="success"
                  loading={busyKey === key}
                  aria-label={t("approveLabel", { label })}
                  onClick={() => decide(request.schoolId, request.userId, true, label)}
                >
                  {t("approve")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyKey === key}
                  aria-label={t("rejectLabel", { label })}
                  onClick={() => decide(request.schoolId, request.userId, false, label)}
                >
                  {t("reject")}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
