"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Button } from "@/components/ui/button";
import { Options, SelectField, TextField } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { useProblemText } from "@/components/students/use-problem-text";
import {
  GUARDIAN_LANGUAGES,
  GUARDIAN_NAME_MAX,
  GUARDIAN_RELATIONSHIPS,
  MAX_GUARDIANS,
  type GuardianLanguage,
  type GuardianRelationship,
} from "@/lib/constants";
import { LANGUAGE_NAMES } from "@/lib/i18n/locales";
import { ApiClientError } from "@/lib/client/error-message";
import { saveGuardians, type GuardianDetail, type StudentDetail } from "@/lib/schools/students.client";
import { formatPhone, PHONE_INPUT_MAX } from "@/lib/schools/phone.schema";

type Field = "name" | "relationship" | "phone" | "email" | "language" | "consent";
interface Row {
  /** The row's React key: the guardian's id, or a new row's own. */
  key: string;
  _id?: string;
  name: string;
  relationship: GuardianRelationship;
  phone: string;
  email: string;
  language: GuardianLanguage;
  consent: boolean;
  consentAt: string | null;
}
type Result = { tone: "success" | "error"; text: string; item?: number; field?: Field };

// Which input a problem is about, to show it there (the answer's `item` says which guardian).
const FIELD_OF: Record<string, Field> = {
  "guardian-name-required": "name",
  "guardian-name-too-long": "name",
  "guardian-name-invisible": "name",
  "guardian-relationship-unknown": "relationship",
  "guardian-phone-invalid": "phone",
  "guardian-phone-repeated": "phone",
  "guardian-email-invalid": "email",
  "guardian-language-unknown": "language",
  "guardian-consent-invalid": "consent",
};

const rowOf = (guardian: GuardianDetail): Row => ({
  key: guardian._id,
  _id: guardian._id,
  name: guardian.name,
  relationship: guardian.relationship,
  phone: formatPhone(guardian.phone),
  email: guardian.email ?? "",
  language: guardian.language,
  consent: guardian.consent,
  consentAt: guardian.consentAt,
});

let newRows = 0;

/** Up to three guardians, each phone first; the whole list is saved at once (PUT …/guardians). */
export function GuardiansForm({
  student,
  onSaved,
}: {
  student: StudentDetail;
  onSaved: (next: StudentDetail) => void;
}) {
  const t = useTranslations("studentProfile");
  const format = useFormat();
  const problemText = useProblemText();
  const [rows, setRows] = useState<Row[]>(() => student.guardians.map(rowOf));
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const list = useRef<HTMLDivElement>(null);

  const change = (index: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    setResult(null);
  };
  const add = () => {
    setRows((current) => [
      ...current,
      {
        key: `new-${++newRows}`,
        name: "",
        relationship: "guardian",
        phone: "",
        email: "",
        language: "rw",
        consent: false,
        consentAt: null,
      },
    ]);
    setResult(null);
    // The new guardian's phone, once it is on the page.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>("fieldset:last-of-type input")?.focus());
  };
  const remove = (index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    setResult(null);
  };
  const errorFor = (index: number, field: Field) =>
    result?.tone === "error" && result.item === index + 1 && result.field === field ? result.text : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The browser's own check of the required fields first (phone and name), said in its language.
    if (!event.currentTarget.reportValidity()) return;
    setPending(true);
    setResult(null);
    try {
      const saved = await saveGuardians(
        student._id,
        rows.map(({ _id, name, relationship, phone, email, language, consent }) => ({
          ...(_id ? { _id } : {}),
          name,
          relationship,
          phone,
          email: email.trim() || null,
          language,
          consent,
        })),
      );
      setRows(saved.guardians.map(rowOf));
      onSaved(saved);
      setResult({ tone: "success", text: t("guardiansSaved", { count: saved.guardians.length }) });
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : undefined;
      const item = error instanceof ApiClientError ? Number(error.problem?.params?.item) || undefined : undefined;
      setResult({ tone: "error", text: problemText(error, t("saveFailed")), item, field: code && FIELD_OF[code] });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} data-track="student-guardians" aria-labelledby="student-guardians-heading">
      <h3 id="student-guardians-heading" className="font-semibold text-slate-900">
        {t("guardians")}
      </h3>
      <p className="mb-2 text-sm text-slate-700">{t("guardiansHint", { max: MAX_GUARDIANS })}</p>
      <div ref={list} className="space-y-3">
        {rows.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t("noGuardians")}</p>
        ) : null}
        {rows.map((row, index) => (
          <fieldset key={row.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t("guardianN", { n: index + 1 })}</legend>
            <TextField
              label={t("phone")}
              hint={t("phoneHint")}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
              maxLength={PHONE_INPUT_MAX}
              value={row.phone}
              onChange={(e) => change(index, { phone: e.target.value })}
              error={errorFor(index, "phone")}
            />
            <TextField
              label={t("name")}
              required
              autoComplete="off"
              maxLength={GUARDIAN_NAME_MAX}
              value={row.name}
              onChange={(e) => change(index, { name: e.target.value })}
              error={errorFor(index, "name")}
            />
            <SelectField
              label={t("relationship")}
              value={row.relationship}
              onChange={(e) => change(index, { relationship: e.target.value as GuardianRelationship })}
              error={errorFor(index, "relationship")}
            >
              <Options values={GUARDIAN_RELATIONSHIPS} label={(relationship) => t(`relationships.${relationship}`)} />
            </SelectField>
            <SelectField
              label={t("language")}
              value={row.language}
              onChange={(e) => change(index, { language: e.target.value as GuardianLanguage })}
              error={errorFor(index, "language")}
            >
              <Options values={GUARDIAN_LANGUAGES} label={(language) => LANGUAGE_NAMES[language]} />
            </SelectField>
            <TextField
              label={t("email")}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={254}
              value={row.email}
              onChange={(e) => change(index, { email: e.target.value })}
              error={errorFor(index, "email")}
            />
            <div className="flex items-start gap-2 self-end sm:col-span-2">
              <input
                id={`consent-${row.key}`}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={row.consent}
                onChange={(e) => change(index, { consent: e.target.checked })}
              />
              <label htmlFor={`consent-${row.key}`} className="text-sm text-slate-800">
                {t("consent")}
                {row.consent && row.consentAt ? (
                  <span className="block text-slate-600">
                    {t("consentSince", { date: format.dayOf(row.consentAt) })}
                  </span>
                ) : null}
              </label>
            </div>
            <div className="sm:col-span-2">
              <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                {t("remove", { n: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <FormStatus message={result} className="mt-3" />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={add} disabled={rows.length >= MAX_GUARDIANS || pending}>
          {t("add")}
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          {t("saveGuardians")}
        </Button>
        {rows.length >= MAX_GUARDIANS ? (
          <p className="text-sm text-slate-700">{t("maxReached", { max: MAX_GUARDIANS })}</p>
        ) : null}
      </div>
    </form>
  );
}

/** What a mentor sees: the guardians with their contacts masked by the server, nothing to change. */
export function GuardiansView({ student }: { student: StudentDetail }) {
  const t = useTranslations("studentProfile");
  return (
    <section aria-labelledby="student-guardians-heading">
      <h3 id="student-guardians-heading" className="font-semibold text-slate-900">
        {t("guardians")}
      </h3>
      <p className="mb-2 text-sm text-slate-700">{t("masked")}</p>
      {student.guardians.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{t("noGuardiansYet")}</p>
      ) : (
        <ul className="space-y-2">
          {student.guardians.map((guardian) => (
            <li key={guardian._id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                {guardian.name} · {t(`relationships.${guardian.relationship}`)}
              </p>
              <p className="break-all text-slate-700">
                {guardian.phone}
                {guardian.email ? ` · ${guardian.email}` : ""} · {LANGUAGE_NAMES[guardian.language]}
              </p>
              <p className="text-slate-700">{guardian.consent ? t("consentGiven") : t("consentNotGiven")}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
