import { useTranslations } from "next-intl";
import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";
import { academicYearOptions } from "@/lib/academic-years";
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";

/** The academic years a mark can be for (the current one and those before it, unless `years` says otherwise). */
export function YearChoice({ years = academicYearOptions(), ...props }: ChoiceProps & { years?: readonly string[] }) {
  return <ChoiceField {...props} options={years} />;
}

export function TermChoice(props: ChoiceProps) {
  const tv = useTranslations("vocab");
  return <ChoiceField {...props} options={ACADEMIC_TERMS} optionLabel={(term) => tv(`term.${term}`)} />;
}

export function ExamTypeChoice(props: ChoiceProps) {
  const tv = useTranslations("vocab");
  return <ChoiceField {...props} options={EXAM_TYPES} optionLabel={(type) => tv(`examType.${type}`)} />;
}
