"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SchoolChoice } from "@/components/admin/school-choice";
import { apiFetch } from "@/lib/client/fetcher";
import type { UserDetailJson } from "@/lib/people/people.client";
import { useSchools } from "@/lib/schools/schools.client";
import { ConfirmDialog, useConfirmedActions } from "@/components/admin/users/confirm-dialog";

/** The user's schools: approve a pending request, add to a school, remove from one. */
export function UserSchools({ user, onDone }: { user: UserDetailJson; onDone: (message: string) => Promise<void> }) {
  const t = useTranslations("adminUsers.schools");
  const tc = useTranslations("adminUsers.common");
  const schools = useSchools().data?.data ?? [];
  const [schoolId, setSchoolId] = useState("");
  const { action, busy, error, run, ask, dialog } = useConfirmedActions(tc("notSaved"));
  const members = `/api/schools`;
  const available = schools.filter((s) => !user.schools.some((mine) => mine._id === s._id && mine.status === "active"));

  const add = () =>
    run(async () => {
      const school = schools.find((s) => s._id === schoolId);
      await apiFetch(`${members}/${schoolId}/members`, { method: "POST", body: { userId: user._id } });
      setSchoolId("");
      await onDone(
        school
          ? t("added", { username: user.username, school: school.name })
          : t("addedToSchool", { username: user.username }),
      );
    });
  const approve = (id: string, name: string) =>
    run(async () => {
      await apiFetch(`${members}/${id}/members/${user._id}/approve`, { method: "POST" });
      await onDone(t("joined", { username: user.username, school: name }));
    });
  const remove = (id: string, name: string, pending: boolean) =>
    ask({
      title: pending ? t("rejectTitle") : t("removeTitle"),
      body: pending
        ? t("rejectBody", { username: user.username, school: name })
        : t("removeBody", { username: user.username, school: name }),
      confirmLabel: pending ? t("reject") : t("remove"),
      danger: true,
      run: async () => {
        await apiFetch(`${members}/${id}/members/${user._id}`, { method: "DELETE" });
        await onDone(
          pending
            ? t("rejected", { username: user.username })
            : t("removed", { username: user.username, school: name }),
        );
      },
    });

  return (
    <Card title={t("title")}>
      {error && !action ? <p className="mb-2 text-sm font-medium text-red-700">{error}</p> : null}
      {user.schools.length === 0 ? <p className="text-slate-600">{t("none")}</p> : null}
      <ul className="divide-y divide-slate-100">
        {user.schools.map((school) => (
          <li key={`${school._id}-${school.status}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {school.name}{" "}
              {school.status === "pending" ? (
                <Badge tone="yellow">{t("asked")}</Badge>
              ) : (
                <Badge tone="green">{t("member")}</Badge>
              )}
            </span>
            <span className="flex gap-2">
              {school.status === "pending" ? (
                <Button size="sm" variant="success" onClick={() => approve(school._id, school.name)} disabled={busy}>
                  {t("approve")}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => remove(school._id, school.name, school.status === "pending")}
              >
                {school.status === "pending" ? t("reject") : t("remove")}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <SchoolChoice
            label={t("addTo")}
            schools={available}
            placeholder={t("choose")}
            value={schoolId}
            onChange={(e) => setSchoolId(e.target.value)}
          />
        </div>
        <Button onClick={add} disabled={!schoolId} loading={busy && !action}>
          {t("add")}
        </Button>
      </div>
      <ConfirmDialog {...dialog} />
    </Card>
  );
}
