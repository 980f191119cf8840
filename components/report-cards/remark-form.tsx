"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { saveRemark } from "@/lib/report-cards/report-cards.client";

interface Props {
  studentId: string;
  academicYear: string;
  academicTerm: string;
  initial: string;
  onSaved: () => void;
}

/** The class teacher's (or an admin's) remark for the term; saving it empty removes it. */
export function RemarkForm({ studentId, academicYear, academicTerm, initial, onSaved }: Props) {
  const t = useTranslations("reportCards");
  const say = useSay();
  const [remark, setRemark] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  return (
    <form
      className="no-print space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setNotice(null);
        try {
          await saveRemark(studentId, { academicYear, academicTerm, remark });
          setNotice({ tone: "success", text: remark.trim() ? t("remarkSaved") : t("remarkRemoved") });
          onSaved();
        } catch (error) {
          setNotice({ tone: "error", text: say(errorSaid(error)) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <TextAreaField
        label={t("teacherRemark")}
        value={remark}
        maxLength={1000}
        rows={3}
        onChange={(e) => setRemark(e.target.value)}
      />
      <Button type="submit" loading={busy}>
        {t("saveRemark")}
      </Button>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </form>
  );
}
