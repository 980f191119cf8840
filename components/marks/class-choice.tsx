import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";
import { classLabel } from "@/lib/client/labels";
import type { MarkClassJson } from "@/lib/marks/mark-classes.client";

/** A teacher's classes; the school is named only when they span more than one. */
export function ClassChoice({ classes, ...props }: ChoiceProps & { classes: readonly MarkClassJson[] }) {
  const withSchool = new Set(classes.map((klass) => klass.schoolId._id)).size > 1;
  return (
    <ChoiceField
      {...props}
      options={classes}
      optionValue={(klass) => klass._id}
      optionLabel={(klass) => classLabel(klass, withSchool)}
    />
  );
}
