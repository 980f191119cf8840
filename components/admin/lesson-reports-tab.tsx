"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { CommentButtons } from "@/components/admin/lesson-report-buttons";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/field";
import { AdminClassChoice } from "@/components/admin/admin-class-choice";
import { Spinner } from "@/components/ui/spinner";
import { CommentDetailsModal, CommenterBadge } from "@/components/admin/lesson-report-details-modal";
import { useAdminComments, type CommentJson } from "@/lib/client/admin";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { useAdminFormat } from "@/components/admin/use-admin-format";

export function CommentsTab() {
  const t = useTranslations("admin.comments");
  const f = useAdminFormat();
  const [classId, setClassId] = useState("");
  const [role, setRole] = useState("");
  const comments = useAdminComments(classId || undefined, role || undefined);
  const [open, setOpen] = useState<CommentJson | null>(null);
  const list = comments.data ?? [];

  return (
    <div className="space-y-4">
      <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <AdminClassChoice
          label={t("filterByClass")}
          placeholder={t("allClasses")}
          value={classId}
          onChange={(event) => setClassId(event.target.value)}
        />
        <SelectField label={t("filterByRole")} value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="">{t("everyone")}</option>
          <option value="teacher">{t("teachersReports")}</option>
          <option value="mentor">{t("mentorsObservations")}</option>
        </SelectField>
      </div>
      {comments.error ? (
        <Notice tone="error">
          <Say said={errorSaid(comments.error, t("loadFailed"))} />
        </Notice>
      ) : null}
      <Card title={t("title", { count: comments.data ? f.count(list.length) : "…" })}>
        {comments.isLoading ? <Spinner label={t("loading")} /> : null}
        {comments.data && list.length === 0 ? <EmptyState title={t("empty")} /> : null}
        <CommentButtons
          comments={list}
          onOpen={setOpen}
          describe={(comment) => (
            <>
              <span className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {comment.className} – {comment.subjectName} <CommenterBadge role={comment.commenterRole} />
                </span>
                <span className="text-sm text-slate-600">{f.day(comment.date)}</span>
              </span>
              <span className="block text-sm text-slate-600">
                {comment.schoolId.name} ·{" "}
                {t("byLine", { username: comment.teacherId.username, students: comment.numberOfStudents })}
              </span>
              <span className="line-clamp-2 block text-sm text-slate-800">
                {comment.lessonObservation ?? comment.successStory}
              </span>
            </>
          )}
        />
      </Card>
      <CommentDetailsModal comment={open} onClose={() => setOpen(null)} />
    </div>
  );
}
