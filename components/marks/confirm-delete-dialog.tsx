"use client";

import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { MarkJson } from "@/lib/client/marks";
import { examTypeLabel, termLabel } from "@/lib/client/labels";

export const DELETE_CONFIRM = "Are you sure you want to delete these marks?";

interface Props {
  mark: MarkJson | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of docs/product-spec.md#marks-screen, as an accessible modal (Escape or Cancel keeps the marks). */
export function ConfirmDeleteDialog({ mark, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={mark !== null}
      title="Delete marks"
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-slate-800">{DELETE_CONFIRM}</p>
      {mark ? (
        <p className="mt-2 text-sm text-slate-600">
          {mark.studentId.studentName} · {mark.classId.className} · {examTypeLabel(mark.examType)},{" "}
          {termLabel(mark.academicTerm)} {mark.academicYear} · {mark.totalMarks} marks
        </p>
      ) : null}
    </Modal>
  );
}
