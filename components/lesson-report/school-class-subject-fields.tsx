"use client";

import type { Said } from "@/lib/problems/codes";
import { useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-say";
import { AppLink } from "@/components/ui/app-link";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorSaid } from "@/lib/client/error-message";
import { useHydrated } from "@/lib/client/labels";
import {
  useReportSchools,
  useSchoolClasses,
  useSchoolSubjects,
  type ClassJson,
} from "@/lib/lesson-reports/lesson-reports.client";

interface Props {
  schoolId: string;
  classId: string;
  subjectName: string;
  disabled?: boolean;
  /** The form's message for a field, shown beside it. */
  errorFor?: (field: "schoolId" | "className" | "subjectName") => Said | null;
  onSchool: (schoolId: string) => void;
  onClass: (klass: ClassJson | null, subjectKnown: boolean) => void;
  onSubject: (subjectName: string) => void;
}

/** School → its classes and subjects (docs/product-spec.md#comment-screen): the last two stay disabled until a school is chosen. */
export function SchoolClassSubjectFields({
  schoolId,
  classId,
  subjectName,
  disabled,
  errorFor = () => null,
  onSchool,
  onClass,
  onSubject,
}: Props) {
  const t = useTranslations("report");
  const say = useSay();
  const schools = useReportSchools();
  // The schools come with the page: the select waits for the script that acts on a choice.
  const hydrated = useHydrated();
  const classes = useSchoolClasses(schoolId || null);
  const subjects = useSchoolSubjects(schoolId || null);
  const schoolList = schools.data?.data;
  const classList = classes.data?.data;
  const subjectList = subjects.data?.data;

  function chooseClass(id: string) {
    const klass = classList?.find((c) => c._id === id) ?? null;
    // A class names one subject of its school; while the subjects are still loading, take it on trust
    // (the select shows it as soon as its option arrives) rather than leaving the field empty.
    onClass(klass, Boolean(klass && (!subjectList || subjectList.some((s) => s.name === klass.subjectName))));
  }

  return (
    <div className="space-y-4">
      {schools.error ? (
        <Notice tone="error">{t("schoolsFailed", { error: say(errorSaid(schools.error)) })}</Notice>
      ) : null}
      {schoolList && schoolList.length === 0 ? (
        <Notice tone="warning">
          {t.rich("noSchools", {
            link: (chunks) => (
              <AppLink href="/attendance" className="underline">
                {chunks}
              </AppLink>
            ),
          })}
        </Notice>
      ) : null}

      {/* A cold phone may take seconds to run the screen's code: the greyed form says why it waits. */}
      {!hydrated ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {t("preparingForm")}
        </p>
      ) : null}
      {/* Options listed as on the attendance screen and the reports tab: each select lists its own records. */}
      <SelectField
        label={t("school")}
        name="schoolId"
        value={schoolId}
        onChange={(e) => onSchool(e.target.value)}
        disabled={disabled || !schoolList?.length || !hydrated}
        error={errorFor("schoolId")}
        required
      >
        <option value="">{!schoolList && !schools.error ? t("loadingSchools") : t("selectSchool")}</option>
        {schoolList?.map((school) => (
          <option key={school._id} value={school._id}>
            {school.name}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t("class")}
        name="classId"
        value={classId}
        onChange={(e) => chooseClass(e.target.value)}
        disabled={disabled || !schoolId || !classList?.length}
        error={errorFor("className")}
        hint={schoolId && classList?.length === 0 ? t("noClasses") : undefined}
        required
      >
        <option value="">{schoolId && classes.isLoading ? t("loadingClasses") : t("selectClass")}</option>
        {classList?.map((klass) => (
          <option key={klass._id} value={klass._id}>
            {klass.className} - {klass.subjectName}
          </option>
        ))}
      </SelectField>
      {classes.error ? <Notice tone="error">{say(errorSaid(classes.error, t("classesFailed")))}</Notice> : null}

      {/* Built like the class select; a shared wrapper would need as many props as it saves lines. */}
      <SelectField
        label={t("subject")}
        name="subjectName"
        value={subjectName}
        onChange={(e) => onSubject(e.target.value)}
        disabled={disabled || !schoolId || !subjectList?.length}
        error={errorFor("subjectName")}
        hint={schoolId && subjectList?.length === 0 ? t("noSubjects") : undefined}
        required
      >
        <option value="">{schoolId && subjects.isLoading ? t("loadingSubjects") : t("selectSubject")}</option>
        {subjectList?.map((subject) => (
          <option key={subject._id} value={subject.name}>
            {subject.name}
          </option>
        ))}
      </SelectField>
      {subjects.error ? <Notice tone="error">{say(errorSaid(subjects.error, t("subjectsFailed")))}</Notice> : null}
    </div>
  );
}
