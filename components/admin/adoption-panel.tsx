"use client";

import { useMemo, useState } from "react";
import { Card, EmptyState } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td, th } from "@/components/ui/table";
import { ADOPTION_PAGE, useAdoption, type AdoptionPeriod } from "@/lib/client/adoption";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/marks/pagination";
import { errorMessage } from "@/lib/client/error-message";
import { localToday } from "@/lib/client/labels";
import { ADOPTION_DEFAULT_DAYS, ADOPTION_MAX_DAYS } from "@/lib/constants";

const PRESETS = [
  { value: "7", label: "Last 7 days" },
  { value: String(ADOPTION_DEFAULT_DAYS), label: `Last ${ADOPTION_DEFAULT_DAYS} days` },
  { value: "90", label: "Last 90 days" },
  { value: "custom", label: "Custom period" },
];

const DAY_MS = 86_400_000;
/** A calendar day in the viewer's own time zone, as YYYY-MM-DD. */
const lastDays = (days: number): AdoptionPeriod => ({
  from: localToday(new Date(Date.now() - (days - 1) * DAY_MS)),
  to: localToday(new Date()),
});

function lastSeenText(value: string | null) {
  return value ? new Date(value).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "Never";
}

function customProblem({ from, to }: AdoptionPeriod): string | null {
  if (!from || !to) return "Choose both dates";
  if (from > to) return "The start of the period must be on or before its end";
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= ADOPTION_MAX_DAYS)
    return `The period can be at most ${ADOPTION_MAX_DAYS} days`;
  return null;
}

/** Adoption for the admin overview: per school and per teacher for a chosen period. */
export function AdoptionPanel() {
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
      title="Adoption"
      actions={isValidating && data ? <span className="text-sm text-slate-600">Updating…</span> : null}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <SelectField
          label="People"
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <option value="">Teachers and mentors</option>
          <option value="teacher">Teachers</option>
          <option value="mentor">Mentors</option>
        </SelectField>
        <SelectField label="Period" value={preset} onChange={(event) => setPreset(event.target.value)}>
          {PRESETS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {preset === "custom" ? (
          <>
            <TextField
              label="From"
              type="date"
              value={custom.from}
              max={custom.to || undefined}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
            />
            <TextField
              label="To"
              type="date"
              value={custom.to}
              min={custom.from || undefined}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </>
        ) : null}
      </div>

      {problem ? (
        <Notice tone="warning" className="mb-4">
          {problem}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" className="mb-4">
          {errorMessage(error, "Failed to load adoption data")}
        </Notice>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading adoption…" /> : null}

      {data ? (
        <div className="space-y-6">
          <p className="text-sm text-slate-600">
            From {data.period.from} to {data.period.to}. Sign-ins, reports and attendance days count this period; last
            seen is the latest activity ever recorded.
          </p>
          <section aria-labelledby="adoption-schools">
            <h3 id="adoption-schools" className="mb-2 font-semibold text-slate-900">
              By school
            </h3>
            {data.schools.length === 0 ? (
              <EmptyState title="No Schools Found" />
            ) : (
              <Table
                caption="Adoption by school"
                head={
                  <tr>
                    <th className={th}>School</th>
                    <th className={th}>Active teachers</th>
                    <th className={th}>Sign-ins</th>
                    <th className={th}>Reports filed</th>
                    <th className={th}>Attendance days</th>
                    <th className={th}>Last seen</th>
                  </tr>
                }
              >
                {data.schools.map((school) => (
                  <tr key={school._id}>
                    <td className={`${td} font-medium text-slate-900`}>{school.name}</td>
                    <td className={td}>
                      {school.activeTeachers} of {school.teachers}
                    </td>
                    <td className={td}>{school.signIns}</td>
                    <td className={td}>{school.reportsFiled}</td>
                    <td className={td}>{school.attendanceDays}</td>
                    <td className={`${td} whitespace-nowrap`}>{lastSeenText(school.lastSeen)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </section>
          <section aria-labelledby="adoption-teachers">
            <h3 id="adoption-teachers" className="mb-2 font-semibold text-slate-900">
              By person
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
                  label="Search people or schools"
                  type="search"
                  maxLength={100}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <Button type="submit" variant="secondary">
                Search
              </Button>
            </form>
            {data.teachers.length === 0 ? (
              <EmptyState title={paging.search ? "Nobody matches this search" : "No teachers yet"} />
            ) : (
              <Table
                caption="Adoption by teacher and mentor"
                head={
                  <tr>
                    <th className={th}>Person</th>
                    <th className={th}>Schools</th>
                    <th className={th}>Sign-ins</th>
                    <th className={th}>Reports filed</th>
                    <th className={th}>Attendance days</th>
                    <th className={th}>Last seen</th>
                  </tr>
                }
              >
                {data.teachers.map((teacher) => (
                  <tr key={teacher._id}>
                    <td className={td}>
                      <span className="font-medium text-slate-900">{teacher.username}</span>
                      <span className="block text-xs text-slate-600">
                        {teacher.email} · {teacher.role === "mentor" ? "Mentor (observations)" : "Teacher"}
                      </span>
                    </td>
                    <td className={td}>{teacher.schools.map((school) => school.name).join(", ") || "—"}</td>
                    <td className={td}>{teacher.signIns}</td>
                    <td className={td}>{teacher.reportsFiled}</td>
                    <td className={td}>{teacher.attendanceDays}</td>
                    <td className={`${td} whitespace-nowrap`}>{lastSeenText(teacher.lastSeen)}</td>
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
