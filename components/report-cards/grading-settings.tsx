"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextAreaField, TextField } from "@/components/ui/field";
import { FileField } from "@/components/ui/file-field";
import { Notice } from "@/components/ui/notice";
import { apiFetch, swrFetcher } from "@/lib/client/fetcher";
import { useSay } from "@/components/i18n/use-say";
import { ApiClientError, errorSaid, problemOfBody } from "@/lib/client/error-message";
import { EXAM_TYPES } from "@/lib/constants";
import { bandsFormText, bandsOfFormText } from "@/lib/marks/grade-names.shared";

interface Grading {
  weights: Record<(typeof EXAM_TYPES)[number], number>;
  bands: { min: number; label: string }[];
}

function Form({ schoolId, grading, onSaved }: { schoolId: string; grading: Grading; onSaved: () => void }) {
  const t = useTranslations("reportCards");
  const tv = useTranslations("vocab");
  const say = useSay();
  const [weights, setWeights] = useState(grading.weights);
  const [bands, setBands] = useState(() => bandsFormText(grading.bands, tv));
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const sum = EXAM_TYPES.reduce((total, type) => total + (Number(weights[type]) || 0), 0);

  const save = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await apiFetch(`/api/schools/${schoolId}/grading`, {
        method: "PUT",
        body: { weights, bands: bandsOfFormText(bands, tv) },
      });
      if (logo) {
        const response = await fetch(`/api/schools/${schoolId}/logo`, {
          method: "PUT",
          credentials: "same-origin",
          headers: { "Content-Type": logo.type || "application/octet-stream" },
          body: logo,
        });
        if (!response.ok) {
          const problem = problemOfBody(await response.json().catch(() => null)) ?? undefined;
          throw new ApiClientError(problem?.code ?? "server-status", response.status, problem);
        }
      }
      setNotice({ tone: "success", text: logo ? t("gradingAndLogoSaved") : t("gradingSaved") });
      onSaved();
    } catch (error) {
      setNotice({ tone: "error", text: say(errorSaid(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {EXAM_TYPES.map((type) => (
          <TextField
            key={type}
            label={t("weightLabel", { exam: tv(`examType.${type}`) })}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={String(weights[type])}
            onChange={(e) => setWeights({ ...weights, [type]: Number(e.target.value) })}
          />
        ))}
      </div>
      <p className={`text-sm ${sum === 100 ? "text-slate-600" : "font-semibold text-red-700"}`}>
        {t("weightTotal", { sum })}
      </p>
      <TextAreaField
        label={t("gradingBands")}
        hint={t("bandsHint")}
        rows={5}
        value={bands}
        onChange={(e) => setBands(e.target.value)}
      />
      <FileField
        label={t("logoLabel")}
        accept="image/png,image/jpeg"
        onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
      />
      <Button onClick={save} loading={busy}>
        {t("saveGrading")}
      </Button>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </div>
  );
}

/** Admins: the school's exam weights, grading bands and logo, as the report cards use them. */
export function GradingSettings({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const t = useTranslations("reportCards");
  const say = useSay();
  const { data, error, mutate } = useSWR<Grading>(`/api/schools/${schoolId}/grading`, swrFetcher);
  return (
    <Card title={t("gradingAt", { school: schoolName })} className="no-print">
      {error ? <Notice tone="error">{say(errorSaid(error))}</Notice> : null}
      {data ? <Form key={schoolId} schoolId={schoolId} grading={data} onSaved={() => mutate()} /> : null}
    </Card>
  );
}
