"use client";

import type { Said } from "@/lib/problems/codes";
import { FileField } from "@/components/ui/file-field";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { PreviewTable } from "@/components/csv/preview-table";
import { sendCsv, type ImportAnswer } from "@/lib/client/csv";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";

interface Props {
  /** The import route with its query, without `commit`; null until the form above is complete. */
  path: string | null;
  columns: { key: string; label: string }[];
  /** What the file must hold, shown next to the file input. */
  hint: string;
  /** What the file's rows are. */
  kind: "students" | "marks";
  onImported?: () => void;
}

/** Choose a file → the server's dry run as a table (errors highlighted) → confirm, which writes all or nothing. */
export function ImportFlow({ path, columns, hint, kind, onImported }: Props) {
  const t = useTranslations("csv");
  const say = useSay();
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: Said } | null>(null);
  const [busy, setBusy] = useState<"preview" | "commit" | null>(null);

  const run = async (commit: boolean) => {
    if (!path || !file) return;
    setBusy(commit ? "commit" : "preview");
    setMessage(null);
    try {
      const result = await sendCsv(commit ? `${path}&commit=true` : path, file);
      setAnswer(result.answer);
      if (result.problem) setMessage({ tone: "error", text: result.problem });
      else if (commit && result.answer) {
        const count = result.answer.written;
        setMessage({
          tone: "success",
          text: kind === "students" ? t("importedStudents", { count }) : t("importedMarks", { count }),
        });
        setFile(null);
        onImported?.();
      }
    } catch (error) {
      setAnswer(null);
      setMessage({ tone: "error", text: say(errorSaid(error)) });
    } finally {
      setBusy(null);
    }
  };

  const done = answer && !answer.dryRun;
  return (
    <div className="space-y-4">
      <FileField
        label={t("csvFile")}
        hint={`${hint} ${t("fileRules")}`}
        accept=".csv,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setAnswer(null);
          setMessage(null);
        }}
      />
      <Button onClick={() => run(false)} disabled={!path || !file} loading={busy === "preview"}>
        {t("preview")}
      </Button>
      {message ? <Notice tone={message.tone}>{say(message.text)}</Notice> : null}
      {answer ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700" role="status">
            {done
              ? t("summaryDone", {
                  total: answer.total,
                  valid: answer.valid,
                  errors: answer.errors,
                  written: answer.written,
                })
              : t("summary", { total: answer.total, valid: answer.valid, errors: answer.errors })}
          </p>
          <PreviewTable rows={answer.rows} columns={columns} />
          {answer.dryRun ? (
            <Button
              variant="success"
              onClick={() => run(true)}
              disabled={answer.errors > 0 || answer.total === 0}
              loading={busy === "commit"}
            >
              {answer.errors > 0
                ? t("fixRows")
                : kind === "students"
                  ? t("importStudents", { count: answer.valid })
                  : t("importMarks", { count: answer.valid })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
