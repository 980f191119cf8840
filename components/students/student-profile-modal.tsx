"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { ProfileForm } from "@/components/students/profile-form";
import { GuardiansForm, GuardiansView } from "@/components/students/guardians-form";
import { useProblemText } from "@/components/students/use-problem-text";
import { useStudentDetail, type StudentDetail } from "@/lib/schools/students.client";

/**
 * A student's profile and guardians (docs/product-spec.md#guardians), from the attendance screen's
 * student card and the admin's class list. Mount it to open it.
 */
export function StudentProfileModal({
  studentId,
  title,
  onClose,
}: {
  studentId: string;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("studentProfile");
  const problemText = useProblemText();
  const detail = useStudentDetail(studentId);
  // Each save answers the whole student: the cache takes it, so the other form and a reopening see it.
  const saved = (next: StudentDetail) => void detail.mutate(next, { revalidate: false });

  return (
    <Modal open size="lg" title={title} onClose={onClose} closeLabel={t("close")}>
      {detail.data ? (
        <div className="space-y-6">
          <ProfileForm student={detail.data} onSaved={saved} />
          {detail.data.canEditGuardians ? (
            <GuardiansForm student={detail.data} onSaved={saved} />
          ) : (
            <GuardiansView student={detail.data} />
          )}
        </div>
      ) : detail.error ? (
        <div className="space-y-3">
          <Notice tone="error">{problemText(detail.error, t("loadFailed"))}</Notice>
          <Button variant="secondary" onClick={() => void detail.mutate()}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <Spinner label={t("loading")} />
      )}
    </Modal>
  );
}
