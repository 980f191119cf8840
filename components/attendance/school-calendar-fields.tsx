"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { SelectField } from "@/components/ui/field";

// Mid-month, so the month is the same in every time zone.
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

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
  const t = useTranslations("attendance");
  const format = useFormat();
  return (
    <>
      <SelectField
        label={t("timeZone")}
        value={timeZone}
        onChange={(event) => onChange("timeZone", event.target.value)}
        hint={t("timeZoneHint")}
      >
        {zones(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("yearStartMonth")}
        value={yearStartMonth}
        onChange={(event) => onChange("yearStartMonth", event.target.value)}
        hint={t("yearStartMonthHint")}
      >
        {MONTHS.map((month) => (
          <option key={month} value={String(month)}>
            {format.month(month)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
