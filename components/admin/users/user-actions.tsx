"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/fetcher";
import type { UserDetailJson } from "@/lib/people/people.client";
import { ConfirmDialog, useConfirmedActions } from "@/components/admin/users/confirm-dialog";

/** Role, active, password reset and end sessions: each asks first, then says what happened. */
export function UserActions({
  user,
  isSelf,
  onDone,
}: {
  user: UserDetailJson;
  isSelf: boolean;
  onDone: (message: string) => Promise<void>;
}) {
  const t = useTranslations("adminUsers.actions");
  const tc = useTranslations("adminUsers.common");
  const roleName = useTranslations("vocab.role");
  const [role, setRole] = useState(user.role);
  const { ask, dialog } = useConfirmedActions(tc("notSaved"));
  const [temporary, setTemporary] = useState<string | null>(null);
  const base = `/api/admin/users/${user._id}`;

  const changeRole = () =>
    ask({
      title: t("changeRole"),
      body: t("changeRoleBody", { username: user.username, role, current: user.role }),
      confirmLabel: t("changeRole"),
      run: async () => {
        await apiFetch(base, { method: "PATCH", body: { role } });
        await onDone(t("roleChanged", { username: user.username, role }));
      },
    });
  const toggleActive = () =>
    ask({
      title: user.active ? t("deactivateTitle") : t("reactivateTitle"),
      body: user.active
        ? t("deactivateBody", { username: user.username })
        : t("reactivateBody", { username: user.username }),
      confirmLabel: user.active ? t("deactivate") : t("reactivate"),
      danger: user.active,
      run: async () => {
        await apiFetch(base, { method: "PATCH", body: { active: !user.active } });
        await onDone(
          user.active ? t("deactivated", { username: user.username }) : t("reactivated", { username: user.username }),
        );
      },
    });
  const resetPassword = () =>
    ask({
      title: t("resetPassword"),
      body: t("resetBody", { username: user.username }),
      confirmLabel: t("resetPassword"),
      danger: true,
      run: async () => {
        const result = await apiFetch<{ temporaryPassword: string }>(`${base}/reset-password`, { method: "POST" });
        setTemporary(result.temporaryPassword);
        await onDone(t("passwordReset", { username: user.username }));
      },
    });
  const endSessions = () =>
    ask({
      title: t("endSessions"),
      body: t("endSessionsBody", { username: user.username }),
      confirmLabel: t("endSessions"),
      run: async () => {
        const result = await apiFetch<{ endedSessions: number }>(`${base}/end-sessions`, { method: "POST" });
        await onDone(t("sessionsEnded", { count: result.endedSessions }));
      },
    });

  return (
    <Card title={t("account")}>
      {temporary ? (
        <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t("temporaryPassword")}</p>
          <p className="mt-1 font-mono text-xl tracking-wider" data-testid="temporary-password">
            {temporary}
          </p>
          <p className="mt-1 text-sm">{t("giveIt", { username: user.username })}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <SelectField label={t("role")} value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
            <option value="teacher">{roleName("teacher")}</option>
            <option value="mentor">{roleName("mentor")}</option>
            <option value="admin">{roleName("admin")}</option>
          </SelectField>
        </div>
        <Button variant="secondary" onClick={changeRole} disabled={role === user.role}>
          {t("saveRole")}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="warning" onClick={resetPassword}>
          {t("resetPassword")}
        </Button>
        <Button variant="secondary" onClick={endSessions}>
          {t("endAllSessions")}
        </Button>
        {isSelf ? null : (
          <Button variant={user.active ? "danger" : "success"} onClick={toggleActive}>
            {user.active ? t("deactivate") : t("reactivate")}
          </Button>
        )}
      </div>
      <ConfirmDialog {...dialog} />
    </Card>
  );
}
