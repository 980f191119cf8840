"use client";

import { SelectField } from "@/components/ui/field";
import { MONTH_NAMES } from "@/lib/academic-year-range";

interface Props {
  timeZone: string;
  yearStartMonth: string;
  onChange: (field: "timeZone" | "yearStartMonth", value: string) => void;
}

/** Every zone the browser knows, with the saved one kept even if this browser does not list it. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The school's clock and calendar (admins only): report times and "today", and when its school year starts. */
export function SchoolCalendarFields({ timeZone, yearStartMonth, onChange }: Props) {
  return (
    <>
      <SelectField
        label="Time zone"
        value={timeZone}
        onChange={(event) => onChange("timeZone", event.target.value)}
        hint="Times on reports and the school's today"
      >
        {zones(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="School year starts in"
        value={yearStartMonth}
        onChange={(event) => onChange("yearStartMonth", event.target.value)}
        hint="Names the academic years offered for marks"
      >
        {MONTH_NAMES.map((month, index) => (
          <option key={month} value={String(index + 1)}>
            {month}
          </option>
        ))}
      </SelectField>
    </>
  );
}
