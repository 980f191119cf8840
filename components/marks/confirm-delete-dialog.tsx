"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { MarkJson } from "@/lib/client/marks";

interface Props {
  mark: MarkJson | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of docs/product-spec.md#marks-screen, as an accessible modal (Escape or Cancel keeps the marks). */
export function ConfirmDeleteDialog({ mark, busy, onCancel, onConfirm }: Props) {
  const t = useTranslations("marks");
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
