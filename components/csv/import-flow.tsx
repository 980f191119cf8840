"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { PreviewTable } from "@/components/csv/preview-table";
import { sendCsv, type ImportAnswer } from "@/lib/client/csv";
import { errorMessage } from "@/lib/client/error-message";

interface Props {
  /** The import route with its query, without `commit`; null until the form above is complete. */
  path: string | null;
  columns: { key: string; label: string }[];
  /** What the file must hold, shown next to the file input. */
  hint: string;
  noun: string;
  onImported?: () => void;
}

/** Choose a file → the server's dry run as a table (errors highlighted) → confirm, which writes all or nothing. */
export function ImportFlow({ path, columns, hint, noun, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [busy, setBusy] = useState<"preview" | "commit" | null>(null);

  const run = async (commit: boolean) => {
    if (!path || !file) return;
    setBusy(commit ? "commit" : "preview");
    setMessage(null);
    try {
      const result = await sendCsv(commit ? `${path}&commit=true` : path, file);
      setAnswer(result.answer);
      if (result.message) setMessage({ tone: "error", text: result.message });
      else if (commit && result.answer) {
        setMessage({ tone: "success", text: `Imported ${result.answer.written} ${noun}.` });
        setFile(null);
        onImported?.();
      }
    } catch (error) {
      setAnswer(null);
      setMessage({ tone: "error", text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const done = answer && !answer.dryRun;
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor="csv-file" className="block text-sm font-semibold text-slate-800">
          CSV file
        </label>
        <input
          id="csv-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="csv-file-hint"
          className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setAnswer(null);
            setMessage(null);
          }}
        />
        <p id="csv-file-hint" className="text-sm text-slate-600">
          {hint} Comma or semicolon separated, UTF-8; at most 5,000 rows and 1 MB.
        </p>
      </div>
      <Button onClick={() => run(false)} disabled={!path || !file} loading={busy === "preview"}>
        Preview
      </Button>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {answer ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700" role="status">
            {answer.total} rows: {answer.valid} ready, {answer.errors} with an error
            {done ? `; ${answer.written} imported` : ""}.
          </p>
          <PreviewTable rows={answer.rows} columns={columns} />
          {answer.dryRun ? (
            <Button
              variant="success"
              onClick={() => run(true)}
              disabled={answer.errors > 0 || answer.total === 0}
              loading={busy === "commit"}
            >
              {answer.errors > 0 ? "Fix the rows in red, then preview again" : `Import ${answer.valid} ${noun}`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
