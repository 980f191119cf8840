import { useTranslations } from "next-intl";
import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";
import { SelectField } from "@/components/ui/field";
import { classNameLabel } from "@/lib/client/labels";
import { groupClasses, isViewersSubject, subjectsOf } from "@/lib/marks/class-subjects.client";
import type { MarkClassJson } from "@/lib/marks/mark-classes.client";

const spansSchools = (classes: readonly MarkClassJson[]) =>
  new Set(classes.map((klass) => klass.schoolId._id)).size > 1;

/** One option per class (its value the class's id), whatever number of subjects are taught in it. */
export function ClassChoice({ classes, ...props }: ChoiceProps & { classes: readonly MarkClassJson[] }) {
  const withSchool = spansSchools(classes);
  return (
    <ChoiceField
      {...props}
      options={groupClasses(classes)}
      optionValue={(klass) => klass.classId}
      optionLabel={(klass) => classNameLabel(klass, withSchool)}
    />
  );
}

/**
 * The subjects taught in the chosen class (value: the subject's id), those the viewer teaches first and
 * grouped under their own heading when there are both kinds.
 */
export function SubjectChoice({
  classes,
  classId,
  viewerId,
  placeholder,
  ...props
}: Omit<ChoiceProps, "whenEmpty"> & { classes: readonly MarkClassJson[]; classId: string; viewerId?: string | null }) {
  const t = useTranslations("marks");
  const subjects = subjectsOf(classes, classId, viewerId);
  const own = subjects.filter((entry) => isViewersSubject(entry, viewerId));
  const others = subjects.filter((entry) => !isViewersSubject(entry, viewerId));
  const options = (entries: MarkClassJson[]) =>
    entries.map((entry) => (
      <option key={entry.subjectId} value={entry.subjectId}>
        {entry.subjectName}
      </option>
    ));
  return (
    <SelectField
      {...props}
      disabled={props.disabled || !classId}
      hint={classId ? props.hint : t("selectClassForSubjects")}
    >
      <option value="">{placeholder}</option>
      {own.length && others.length ? (
        <>
          <optgroup label={t("yourSubjects")}>{options(own)}</optgroup>
          <optgroup label={t("otherSubjects")}>{options(others)}</optgroup>
        </>
      ) : (
        options(subjects)
      )}
    </SelectField>
  );
}
