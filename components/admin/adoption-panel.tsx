"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Card, EmptyState } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td } from "@/components/ui/table";
import { ADOPTION_PAGE, useAdoption, type Adoption, type AdoptionPeriod } from "@/lib/people/adoption.client";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/marks/pagination";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { localToday } from "@/lib/days";
import { ADOPTION_DEFAULT_DAYS, ADOPTION_MAX_DAYS } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";

const PRESETS = ["7", String(ADOPTION_DEFAULT_DAYS), "90"];

const DAY_MS = 86_400_000;
/** A calendar day in the viewer's own time zone, as YYYY-MM-DD. */
const lastDays = (days: number): AdoptionPeriod => ({
  from: localToday(new Date(Date.now() - (days - 1) * DAY_MS)),
  to: localToday(new Date()),
});

/** What is wrong with a chosen period, as a key of admin.adoption, or null. */
function customProblem({ from, to }: AdoptionPeriod): "chooseBothDates" | "startAfterEnd" | "tooLong" | null {
  if (!from || !to) return "chooseBothDates";
  if (from > to) return "startAfterEnd";
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= ADOPTION_MAX_DAYS) return "tooLong";
  return null;
}

/** Adoption for the admin overview: per school and per teacher for a chosen period. */
export function AdoptionPanel() {
  const t = useTranslations("admin.adoption");
  const f = useAdminFormat();
  const lastSeenText = (value: string | null) => (value ? f.moment(value) : t("never"));
  // What both tables count, for a school and for a person alike.
  const activityColumns = [t("signIns"), t("reportsFiled"), t("attendanceDays"), t("lastSeen")];
  const activityCells = (row: Adoption["schools"][number] | Adoption["teachers"][number]) => (
    <>
      <td className={td}>{f.count(row.signIns)}</td>
      <td className={td}>{f.count(row.reportsFiled)}</td>
      <td className={td}>{f.count(row.attendanceDays)}</td>
      <td className={`${td} whitespace-nowrap`}>{lastSeenText(row.lastSeen)}</td>
    </>
  );
  const [preset, setPreset] = useState(String(ADOPTION_DEFAULT_DAYS));
  const [custom, setCustom] = useState<AdoptionPeriod>(() => lastDays(ADOPTION_DEFAULT_DAYS));
  const problem = preset === "custom" ? customProblem(custom) : null;
  const period = useMemo(
    () => (preset === "custom" ? (problem ? null : custom) : lastDays(Number(preset))),
    [preset, custom, problem],
  );
  const [role, setRole] = useState("");
  const [paging, setPaging] = useState({ search: "", page: 1 });
  const [search, setSearch] = useState("");
  const { data, error, isLoading, isValidating } = useAdoption(period, role, paging);

  return (
    <Card
      title={t("title")}
      actions={isValidating && data ? <span className="text-sm text-slate-600">{t("updating")}</span> : null}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <SelectField
          label={t("people")}
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <option value="">{t("everyone")}</option>
          <option value="teacher">{t("teachers")}</option>
          <option value="mentor">{t("mentors")}</option>
        </SelectField>
        <SelectField label={t("period")} value={preset} onChange={(event) => setPreset(event.target.value)}>
          {PRESETS.map((days) => (
            <option key={days} value={days}>
              {t("lastDays", { days: Number(days) })}
            </option>
          ))}
          <option value="custom">{t("customPeriod")}</option>
        </SelectField>
        {preset === "custom" ? (
          <>
            <DateRangeFields
              from={{
                label: t("from"),
                value: custom.from,
                onChange: (event) => setCustom({ ...custom, from: event.target.value }),
              }}
              to={{
                label: t("to"),
                value: custom.to,
                onChange: (event) => setCustom({ ...custom, to: event.target.value }),
              }}
            />
          </>
        ) : null}
      </div>

      {problem ? (
        <Notice tone="warning" className="mb-4">
          {problem === "tooLong" ? t("tooLong", { days: ADOPTION_MAX_DAYS }) : t(problem)}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" className="mb-4">
          <Say said={errorSaid(error, t("loadFailed"))} />
        </Notice>
      ) : null}
      {isLoading && !data ? <Spinner label={t("loading")} /> : null}

      {data ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-600">
            {t("periodNote", { from: f.day(data.period.from), to: f.day(data.period.to) })}
          </p>
          <section aria-labelledby="adoption-schools">
            <h3 id="adoption-schools" className="mb-2 font-semibold text-slate-900">
              {t("bySchool")}
            </h3>
            {data.schools.length === 0 ? (
              <EmptyState title={t("noSchools")} />
            ) : (
              <Table caption={t("bySchoolCaption")} columns={[t("school"), t("activeTeachers"), ...activityColumns]}>
                {data.schools.map((school) => (
                  <tr key={school._id}>
                    <td className={`${td} font-medium text-slate-900`}>{school.name}</td>
                    <td className={td}>
                      {t("activeOf", { active: f.count(school.activeTeachers), teachers: f.count(school.teachers) })}
                    </td>
                    {activityCells(school)}
                  </tr>
                ))}
              </Table>
            )}
          </section>
          <section aria-labelledby="adoption-teachers">
            <h3 id="adoption-teachers" className="mb-2 font-semibold text-slate-900">
              {t("byPerson")}
            </h3>
            <form
              role="search"
              className="mb-3 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                setPaging({ search, page: 1 });
              }}
            >
              <div className="min-w-56 flex-1">
                <TextField
                  label={t("search")}
                  type="search"
                  maxLength={100}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <Button type="submit" variant="secondary">
                {t("searchButton")}
              </Button>
            </form>
            {data.teachers.length === 0 ? (
              <EmptyState title={paging.search ? t("noMatch") : t("noTeachers")} />
            ) : (
              <Table caption={t("byPersonCaption")} columns={[t("person"), t("schools"), ...activityColumns]}>
                {data.teachers.map((teacher) => (
                  <tr key={teacher._id}>
                    <td className={td}>
                      <span className="font-medium text-slate-900">{teacher.username}</span>
                      <span className="block text-xs text-slate-600">
                        {teacher.email} · {teacher.role === "mentor" ? t("mentorObservations") : t("teacher")}
                      </span>
                    </td>
                    <td className={td}>{teacher.schools.map((school) => school.name).join(", ") || "—"}</td>
                    {activityCells(teacher)}
                  </tr>
                ))}
              </Table>
            )}
            {data.teachersTotal > ADOPTION_PAGE ? (
              <div className="mt-3">
                <Pagination
                  page={paging.page}
                  totalPages={Math.ceil(data.teachersTotal / ADOPTION_PAGE)}
                  busy={isValidating}
                  onPage={(page) => setPaging({ ...paging, page })}
                />
              </div>
            ) : null}
          </section>
        </div>
      ) : null}
    </Card>
  );
}
