"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import { Card, EmptyState } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { useMembers } from "@/lib/people/people.client";
import { useSchools } from "@/lib/schools/schools.client";
import { JoinCodeCard } from "@/components/people/join-code-card";
import { PendingRequests } from "@/components/people/pending-requests";
import { useRoleName } from "@/components/people/use-role-name";

/** A school's people: its join code, requests waiting for approval, and its members. */
export function SchoolPeople({ role }: { role: string }) {
  const t = useTranslations("people");
  const roleName = useRoleName();
  const say = useSay();
  const { data, error, isLoading } = useSchools();
  const schools = data?.data ?? [];
  const [chosen, setChosen] = useState("");
  const schoolId = chosen || schools[0]?._id || null;
  const members = useMembers(schoolId);
  const canManage = role === "admin" || role === "teacher";

  if (error && !data) return <Notice tone="error">{say(errorSaid(error, t("schoolsLoadFailed")))}</Notice>;
  if (isLoading && !data) return <Spinner label={t("loadingSchools")} />;
  if (schools.length === 0)
    return (
      <EmptyState title={t("noSchool")}>
        <AppLink href="/join-school" className="font-semibold text-brand-700 underline">
          {t("joinWithCode")}
        </AppLink>
      </EmptyState>
    );

  return (
    <div className="space-y-4">
      {canManage ? <PendingRequests onChange={() => void members.mutate()} /> : null}
      {schools.length > 1 ? (
        <SelectField label={t("school")} value={schoolId ?? ""} onChange={(e) => setChosen(e.target.value)}>
          {schools.map((school) => (
            <option key={school._id} value={school._id}>
              {school.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {schoolId ? <JoinCodeCard key={schoolId} schoolId={schoolId} canManage={canManage} /> : null}
      <Card title={t("members")}>
        {members.error ? <Notice tone="error">{say(errorSaid(members.error, t("membersLoadFailed")))}</Notice> : null}
        {!members.data && !members.error ? <Spinner label={t("loadingMembers")} /> : null}
        <ul className="divide-y divide-slate-100">
          {members.data?.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {member.username} <span className="text-slate-500">({roleName(member.role)})</span>
              </span>
              {member.active ? null : <Badge tone="red">{t("deactivated")}</Badge>}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
