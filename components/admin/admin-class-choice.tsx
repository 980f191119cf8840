"use client";

import { ChoiceField, type ChoiceProps } from "@/components/ui/choice-field";
import { useAdminClasses } from "@/lib/reports/admin.client";

/** Every class, for an admin's filter or form: named with its subject and school, since they span all schools. */
export function AdminClassChoice(props: ChoiceProps) {
  const classes = useAdminClasses();
  return (
    <ChoiceField
      {...props}
      options={classes.data ?? []}
      optionValue={(klass) => klass._id}
      optionLabel={(klass) => `${klass.className} – ${klass.subjectName} (${klass.schoolId.name})`}
    />
  );
}
