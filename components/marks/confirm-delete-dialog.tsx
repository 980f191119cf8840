"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { deleteMark } from "@/lib/marks/marks.client";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { MarkJson } from "@/lib/marks/marks.client";

interface Props {
  mark: MarkJson | null;
  /** The delete is sent: the screen clears its last notice. */
  onStart: () => void;
  onCancel: () => void;
  /** Deleted, or not: what to tell the user (the dialog is then closed by the screen). */
  onDone: (outcome: { tone: "success" | "error"; text: string }) => Promise<void> | void;
}

/** The delete confirmation of docs/product-spec.md#marks-screen, as an accessible modal (Escape or Cancel keeps the marks). */
export function ConfirmDeleteDialog({ mark, onStart, onCancel, onDone }: Props) {
  const t = useTranslations("marks");
  const say = useSay();
  const [busy, setBusy] = useState(false);

  async function onConfirm() {
    if (!mark) return;
    setBusy(true);
    onStart();
    try {
      await deleteMark(mark._id);
      await onDone({ tone: "success", text: t("deleted") });
    } catch (error) {
      await onDone({ tone: "error", text: say(errorSaid(error, t("deleteFailed"))) });
    } finally {
      setBusy(false);
    }
  }

  const tv = useTranslations("vocab");
  return (
    <Modal
      open={mark !== null}
      title={t("deleteTitle")}
      onClose={busy ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t("delete")}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">{t("deleteConfirm")}</p>
      {mark ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("deleteSummary", {
            student: mark.studentId.studentName,
            className: mark.classId.className,
            exam: tv(`examType.${mark.examType}`),
            term: tv(`term.${mark.academicTerm}`),
            year: mark.academicYear,
            total: mark.totalMarks,
          })}
        </p>
      ) : null}
    </Modal>
  );
}
