"use client";

import { useState } from "react";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { CommentDetailsModal, CommenterBadge } from "@/components/admin/comment-details-modal";
import { useAdminClasses, useAdminComments, type CommentJson } from "@/lib/client/admin";
import { errorMessage } from "@/lib/client/error-message";

export function CommentsTab() {
  const [classId, setClassId] = useState("");
  const [role, setRole] = useState("");
  const classes = useAdminClasses();
  const comments = useAdminComments(classId || undefined, role || undefined);
  const [open, setOpen] = useState<CommentJson | null>(null);
  const list = comments.data ?? [];

  return (
    <div className="space-y-4">
      <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <SelectField label="Filter by class" value={classId} onChange={(event) => setClassId(event.target.value)}>
          <option value="">All classes</option>
          {(classes.data ?? []).map((klass) => (
            <option key={klass._id} value={klass._id}>
              {klass.className} – {klass.subjectName} ({klass.schoolId.name})
            </option>
          ))}
        </SelectField>
        <SelectField label="Filter by role" value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="">Teachers and mentors</option>
          <option value="teacher">Teachers’ daily reports</option>
          <option value="mentor">Mentors’ lesson observations</option>
        </SelectField>
      </div>
      {comments.error ? (
        <Notice tone="error">{errorMessage(comments.error, "Failed to load admin dashboard data")}</Notice>
      ) : null}
      <Card title={`Comments (${comments.data ? list.length : "…"})`}>
        {comments.isLoading ? <Spinner label="Loading comments…" /> : null}
        {comments.data && list.length === 0 ? <EmptyState title="No comments found" /> : null}
        <ul className="divide-y divide-slate-100">
          {list.map((comment) => (
            <li key={comment._id}>
              <button
                type="button"
                onClick={() => setOpen(comment)}
                className="w-full py-3 text-left hover:bg-slate-50"
              >
                <span className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {comment.className} – {comment.subjectName} <CommenterBadge role={comment.commenterRole} />
                  </span>
                  <span className="text-sm text-slate-600">{comment.date}</span>
                </span>
                <span className="block text-sm text-slate-600">
                  {comment.schoolId.name} · by {comment.teacherId.username} · {comment.numberOfStudents} students
                </span>
                <span className="line-clamp-2 block text-sm text-slate-800">
                  {comment.lessonObservation ?? comment.successStory}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <CommentDetailsModal comment={open} onClose={() => setOpen(null)} />
    </div>
  );
}
