"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { useUserDetail } from "@/lib/people/people.client";
import { useWhen } from "@/components/admin/users/format";
import { RoleName } from "@/components/admin/role-name";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { UserActions } from "@/components/admin/users/user-actions";
import { UserSchools } from "@/components/admin/users/user-schools";

/** One user for an admin: who they are, their schools, what they filed, and what can be changed. */
export function UserDetail({ id, selfId }: { id: string; selfId: string }) {
  const t = useTranslations("adminUsers.detail");
  const formatWhen = useWhen();
  const f = useAdminFormat();
  const { data: user, error, mutate } = useUserDetail(id);
  const [saved, setSaved] = useState<string | null>(null);
  if (error)
    return (
      <Notice tone="error">
        <Say said={errorSaid(error, t("loadFailed"))} />
      </Notice>
    );
  if (!user) return <Spinner label={t("loading")} />;
  const done = async (message: string) => {
    setSaved(message);
    await mutate();
  };
  return (
    <div className="space-y-4">
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      <Card title={user.username}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">{t("email")}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("role")}</dt>
            <dd>
              <RoleName role={user.role} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("status")}</dt>
            <dd>
              {user.active ? <Badge tone="green">{t("active")}</Badge> : <Badge tone="red">{t("deactivated")}</Badge>}{" "}
              {user.mustChangePassword ? <Badge tone="yellow">{t("mustChangePassword")}</Badge> : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("lastSignIn")}</dt>
            <dd>{formatWhen(user.lastSignInAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("reportsFiled")}</dt>
            <dd>{f.count(user.counts.reports)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("attendanceAndMarks")}</dt>
            <dd>
              {f.count(user.counts.attendance)} / {f.count(user.counts.marks)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("signedInOn")}</dt>
            <dd>{t("devices", { count: user.counts.sessions })}</dd>
          </div>
        </dl>
      </Card>
      <UserActions user={user} isSelf={user._id === selfId} onDone={done} />
      <UserSchools user={user} onDone={done} />
    </div>
  );
}
