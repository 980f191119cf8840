import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";

/** A select of schools, each by its name. */
export function SchoolChoice({
  schools,
  ...props
}: ChoiceProps & { schools: readonly { _id: string; name: string }[] }) {
  return (
    <ChoiceField
      {...props}
      options={schools}
      optionValue={(school) => school._id}
      optionLabel={(school) => school.name}
    />
  );
}
