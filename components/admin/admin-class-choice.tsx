"use client";

import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";
import { classNameLabel } from "@/lib/client/labels";
import { useAdminClasses } from "@/lib/reports/admin.client";
import { classesOf } from "@/lib/schools/classes.client";

/**
 * Every class, for an admin's filter or form: one option per class (its value the class's id), however
 * many subjects are taught in it, named with its school since they span all schools.
 */
export function AdminClassChoice(props: ChoiceProps) {
  const classes = useAdminClasses();
  return (
    <ChoiceField
      {...props}
      options={classesOf(classes.data ?? [])}
      optionValue={(klass) => klass._id}
      optionLabel={(klass) => classNameLabel(klass, true)}
    />
  );
}
