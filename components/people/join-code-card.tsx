"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { useJoinCode, type JoinCodeJson } from "@/lib/people/people.client";
import { ConfirmDialog, useConfirmedActions } from "@/components/admin/users/confirm-dialog";

/** The school's join code: shown to members, renewed and set to join-at-once by its teachers and admins. */
export function JoinCodeCard({ schoolId, canManage }: { schoolId: string; canManage: boolean }) {
  const t = useTranslations("people");
  const say = useSay();
  const { data, error, mutate } = useJoinCode(schoolId);
  const { action, busy, error: failure, run, ask, dialog } = useConfirmedActions(t("notSaved"));
  const [saved, setSaved] = useState<string | null>(null);
  const url = `/api/schools/${schoolId}/join-code`;

  const renew = () =>
    ask({
      title: t("renewTitle"),
      body: t("renewBody"),
      confirmLabel: t("renewCode"),
      run: async () => {
        await mutate(await apiFetch<JoinCodeJson>(url, { method: "POST" }), { revalidate: false });
        setSaved(t("renewed"));
      },
    });
  const toggle = (needsApproval: boolean) =>
    run(async () => {
      await mutate(await apiFetch<JoinCodeJson>(url, { method: "PATCH", body: { needsApproval } }), {
        revalidate: false,
      });
      setSaved(needsApproval ? t("nowApproval") : t("nowAtOnce"));
    });

  return (
    <Card title={t("joinCode")}>
      {error ? <Notice tone="error">{say(errorSaid(error, t("codeLoadFailed")))}</Notice> : null}
      {saved ? (
        <Notice tone="success" className="mb-3">
          {saved}
        </Notice>
      ) : null}
      {failure && !action ? (
        <Notice tone="error" className="mb-3">
          {failure}
        </Notice>
      ) : null}
      {data ? (
        <div className="space-y-3">
          <p className="font-mono text-2xl font-bold tracking-[0.3em]" data-testid="join-code">
            {data.code}
          </p>
          <p className="text-sm text-slate-600">{t("giveCode", { school: data.schoolName })}</p>
          {canManage ? (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={data.needsApproval}
                  disabled={busy}
                  onChange={(e) => toggle(e.target.checked)}
                />
                {t("needsApproval")}
              </label>
              <Button variant="secondary" size="sm" onClick={renew}>
                {t("renewCode")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog {...dialog} />
    </Card>
  );
}
