"use client";

import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";
import { useTranslations } from "next-intl";
import type { ToastMessage } from "@/components/ui/toast";
import { rememberClass, rememberedClassNow } from "@/lib/attendance/remembered-class.client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { classNameLabel, useHydrated, useLocalToday } from "@/lib/client/labels";
import { overviewKey, useAttendanceOverview, useClassAttendance } from "@/lib/attendance/attendance.client";
import { CLASSES_KEY, classesOf, useClasses, type ClassJson } from "@/lib/schools/classes.client";
import { SCHOOLS_KEY, useSchools, type SchoolJson } from "@/lib/schools/schools.client";
import { studentsKey, useStudents } from "@/lib/schools/students.client";
import type { ClassFormModal as ClassForm } from "@/components/attendance/class-form-modal";
import type { ClassStudentsModal as ClassStudents } from "@/components/attendance/class-students-modal";
import type { SchoolFormModal as SchoolForm } from "@/components/attendance/school-form-modal";
import type { StudentFormModal as StudentForm } from "@/components/attendance/student-form-modal";
import type { AttendanceCsvCard as CsvLinks } from "@/components/csv/csv-links";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import { lazyModal } from "@/components/ui/lazy-modal";
import { useMarking } from "@/components/attendance/use-marking";
import { FormUntilLive } from "@/components/attendance/form-until-live";
import type { GridNotice } from "@/components/attendance/grid-action-form";

// What the screen shows only once its data has arrived (the grid), the sections folded below it and
// its load-failure notice: one chunk (grid-and-sections.ts), which the screen fetches alongside that data
// (see lazyComponent), so none of it is in the first-load JavaScript. Until it is here each shows a
// spinner, or the network error when it cannot be fetched.
const sections = () => import("@/components/attendance/grid-and-sections");
type Sections = Awaited<ReturnType<typeof sections>>;

const section = <P extends object>(
  pick: (chunk: Sections) => ComponentType<P>,
  Fallback?: ComponentType<P & { failed: boolean }>,
) => lazyComponent(() => sections().then(pick), Fallback);

const MarkGrid = section((chunk) => chunk.MarkGrid);
const StatisticsSection = section((chunk) => chunk.StatisticsSection);
const SetupSection = section((chunk) => chunk.SetupSection);
const LoadError = section((chunk) => chunk.LoadError);
// Nothing to say before the first tap, and the grid's code (this chunk) comes before any tap.
const Toast = section(
  (chunk) => chunk.Toast,
  () => null,
);
// The class's students at risk (components/at-risk), under the register: nothing until its code is here.
const AtRiskPanel = section(
  (chunk) => chunk.AtRiskPanel,
  () => null,
);

// The modals, fetched after the screen (see lazyModal). Each is handed its title in the screen's
// language, which its loading placeholder shows too.
const titleOf = ({ title }: { title: string }) => title;

const SchoolFormModal = lazyModal<ComponentProps<typeof SchoolForm>>(
  () => import("@/components/attendance/school-form-modal").then((m) => m.SchoolFormModal),
  { title: titleOf },
);
const ClassFormModal = lazyModal<ComponentProps<typeof ClassForm>>(
  () => import("@/components/attendance/class-form-modal").then((m) => m.ClassFormModal),
  { title: titleOf },
);
const StudentFormModal = lazyModal<ComponentProps<typeof StudentForm>>(
  () => import("@/components/attendance/student-form-modal").then((m) => m.StudentFormModal),
  { title: titleOf },
);
const ClassStudentsModal = lazyModal<ComponentProps<typeof ClassStudents>>(
  () => import("@/components/attendance/class-students-modal").then((m) => m.ClassStudentsModal),
  { title: titleOf, size: "xl" },
);

// The CSV card stays out of the first-load JavaScript (docs/performance.md#page-weight).
const AttendanceCsvCard = lazyComponent<ComponentProps<typeof CsvLinks>>(
  () => import("@/components/csv/csv-links").then((m) => m.AttendanceCsvCard),
  () => null,
);

const SUCCESS_REDIRECT_MS = 1_000;
type Form =
  | { kind: "createSchool" }
  | { kind: "editSchool"; school: SchoolJson }
  | { kind: "createClass" }
  | { kind: "addStudent"; classId: string }
  | null;

/**
 * `rememberedClassId`: the class the server rendered the grid of (the one used last, else the first);
 * `serverGrid`: that grid as a plain form, shown until the grid's code has arrived (what its last post
 * did is said again by the toast when the live grid replaces the form and its message).
 */
export function AttendanceScreen({
  isAdmin,
  rememberedClassId,
  serverGrid,
}: {
  isAdmin: boolean;
  rememberedClassId: string | null;
  serverGrid?: ReactNode;
}) {
  const t = useTranslations("attendance");
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const today = useLocalToday();
  // Class and date come with the page but only the script acts on a change: they wait for it.
  const hydrated = useHydrated();
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const date = pickedDate ?? today ?? "";
  const [chosenClassId, setPickedClassId] = useState<string | null>(null);
  const pickedClassId = chosenClassId ?? rememberedClassId;
  const [form, setForm] = useState<Form>(null);
  const [studentsOpen, setStudentsOpen] = useState(false);
  const [flash, setFlash] = useState<ToastMessage | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  // The server's plain-form grid: shown until the live grid takes over, or kept with the teacher's
  // unsaved choices in it (then class and date wait until it is saved).
  const [plainForm, setPlainForm] = useState<"shown" | "kept" | "done">("shown");
  const notify = useCallback(
    (tone: "success" | "error", text: string) => setFlash({ tone, text, id: Date.now() + Math.random() }),
    [],
  );
  const formDone = useCallback(
    (notice: GridNotice | null) => {
      setPlainForm("done");
      if (notice) notify(notice.tone, notice.text);
    },
    [notify],
  );
  const formKept = useCallback(() => setPlainForm("kept"), []);
  const formHolds = plainForm === "kept";
  const closeFlash = useCallback(() => setFlash(null), []);
  const chooseClass = (id: string | null) => {
    setPickedClassId(id);
    if (id) rememberClass(id);
  };
  // Opened from the phone's copy (docs/offline.md#what-opens), the screen was rendered with the class
  // remembered when the copy was kept: the one remembered since is the teacher's class.
  useEffect(() => {
    const now = rememberedClassNow();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is read on the phone only, after hydration
    if (now && now !== rememberedClassId) setPickedClassId(now);
  }, [rememberedClassId]);

  usePreload([MarkGrid, Toast], "now");
  // Folded away until tapped: on a slow link they would share the pipe with the first save.
  usePreload(
    [StatisticsSection, SetupSection, SchoolFormModal, ClassFormModal, StudentFormModal, ClassStudentsModal],
    "idle",
  );

  const schools = useSchools();
  const classes = useClasses();
  // The statistics are folded away: while they are, they cost no request (and a tap only one).
  const overview = useAttendanceOverview(statsOpen || studentsOpen ? date : "");
  // One register per class, however many subjects are taught in it.
  const classList = useMemo(() => classesOf(classes.data ?? []), [classes.data]);
  const klass: ClassJson | null = classList.find((c) => c._id === pickedClassId) ?? classList[0] ?? null;
  const students = useStudents(klass?._id ?? null);
  const records = useClassAttendance(date ? (klass?._id ?? null) : null, date);
  const studentIds = useMemo(() => (students.data ?? []).map((s) => s._id), [students.data]);
  const marking = useMarking({
    classId: klass?._id ?? null,
    className: klass?.className ?? "",
    date,
    studentIds,
    records: records.data,
    flash: notify,
  });
  const stats = useMemo(() => new Map((overview.data?.classes ?? []).map((c) => [c._id, c])), [overview.data]);

  /** After a modal saved: close it, say so, and refetch what it changed with the counts it moves. */
  const saved = (message: string, ...keys: string[]) => {
    setForm(null);
    notify("success", message);
    return Promise.all([...keys, CLASSES_KEY, overviewKey(date)].map((key) => mutate(key)));
  };

  async function saveAndFinish() {
    // Kept on this phone: the teacher stays here, told so, not sent on to "Attendance has been saved".
    if ((await marking.saveAll()) === "saved")
      setTimeout(() => router.push("/success?saved=attendance"), SUCCESS_REDIRECT_MS);
  }

  const loads = [
    ["classes", classes],
    ["students", students],
    ["records", records],
  ] as const;
  const notice = flash ? <Notice tone={flash.tone}>{flash.text}</Notice> : null;
  const schoolList = schools.data?.data ?? [];

  const grid = klass ? (
    <MarkGrid
      students={students.data}
      loading={students.isLoading}
      marking={marking}
      onSave={saveAndFinish}
      onAddStudent={() => setForm({ kind: "addStudent", classId: klass._id })}
    />
  ) : null;

  return (
    <>
      <div className="space-y-6">
        <section id="mark-attendance" className="scroll-mt-4">
          <Card title={klass ? t("takeAttendanceOf", { className: klass.className }) : t("takeAttendanceTitle")}>
            <div className="mb-4 grid grid-cols-2 gap-3">
              <SelectField
                label={t("class")}
                value={klass?._id ?? ""}
                onChange={(e) => chooseClass(e.target.value || null)}
                disabled={classList.length === 0 || formHolds || !hydrated}
              >
                {classList.length === 0 ? <option value="">{t("noClassesYet")}</option> : null}
                {classList.map((c) => (
                  <option key={c._id} value={c._id}>
                    {classNameLabel(c, true)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t("date")}
                type="date"
                value={date}
                max={today ?? undefined}
                disabled={formHolds || !hydrated}
                onChange={(e) => setPickedDate(e.target.value || null)}
              />
            </div>
            {formHolds ? <Notice tone="info">{t("plainFormKept")}</Notice> : null}
            {loads.map(([what, load]) =>
              load.error ? (
                <LoadError
                  key={what}
                  what={what}
                  error={load.error}
                  savedAt={load.savedAt}
                  onRetry={() => void load.mutate()}
                />
              ) : null,
            )}
            {!klass && classes.data ? (
              <p className="text-slate-700">{t("noClasses")}</p>
            ) : classes.isLoading ? (
              <Spinner label={t("loadingClasses")} />
            ) : null}
            {klass ? (
              serverGrid && plainForm !== "done" && klass._id === rememberedClassId ? (
                <FormUntilLive form={serverGrid} load={MarkGrid.preload} onLive={formDone} onKept={formKept} />
              ) : (
                grid
              )
            ) : null}
          </Card>
        </section>
        {klass ? <AttendanceCsvCard key={`${klass._id}:${date}`} classId={klass._id} date={date} /> : null}
        <AtRiskPanel classId={klass?._id ?? null} date={date} />

        <StatisticsSection
          onToggle={setStatsOpen}
          overview={overview}
          today={today}
          date={date}
          schoolCount={schoolList.length}
          classes={classes.data ? classList : undefined}
          stats={stats}
          onView={(c) => {
            chooseClass(c._id);
            setStudentsOpen(true);
          }}
          onTake={(c) => {
            chooseClass(c._id);
            document.getElementById("mark-attendance")?.scrollIntoView({ behavior: "smooth" });
          }}
        />
        <SetupSection
          schools={schools}
          classCount={classList.length}
          isAdmin={isAdmin}
          notify={notify}
          onCreateSchool={() => setForm({ kind: "createSchool" })}
          onCreateClass={() => setForm({ kind: "createClass" })}
          onAddStudent={() => setForm({ kind: "addStudent", classId: klass?._id ?? "" })}
          onEditSchool={(school) => setForm({ kind: "editSchool", school })}
        />
      </div>
      {!studentsOpen && !form ? <Toast message={flash} onClose={closeFlash} /> : null}

      {studentsOpen && klass ? (
        <ClassStudentsModal
          title={t("classStudentsTitle", { className: klass.className })}
          klass={klass}
          date={date}
          classes={classList}
          students={students.data}
          loading={students.isLoading}
          stats={stats.get(klass._id)}
          marking={marking}
          notice={form ? null : notice}
          onClose={() => setStudentsOpen(false)}
          onSave={saveAndFinish}
          onAddStudent={() => setForm({ kind: "addStudent", classId: klass._id })}
          onStudentUpdated={(student) =>
            saved(
              t("studentUpdatedName", { name: student.studentName }),
              studentsKey(klass._id),
              studentsKey(student.classId._id),
            )
          }
        />
      ) : null}
      {form?.kind === "createSchool" || form?.kind === "editSchool" ? (
        <SchoolFormModal
          title={form.kind === "editSchool" ? t("editSchool") : t("createSchool")}
          school={form.kind === "editSchool" ? form.school : null}
          onClose={() => setForm(null)}
          onSaved={(_school, message) => saved(message, SCHOOLS_KEY)}
        />
      ) : null}
      {form?.kind === "createClass" ? (
        <ClassFormModal
          title={t("createClass")}
          schools={schoolList}
          onClose={() => setForm(null)}
          onSaved={(created) => {
            // A subject added to a class the screen already lists is a new entry, not a new register.
            const known = classList.some((c) => c._id === created.classId);
            chooseClass(created.classId);
            const names = { className: created.className, subjectName: created.subjectName };
            return saved(known ? t("subjectAdded", names) : t("classCreated", names));
          }}
        />
      ) : null}
      {form?.kind === "addStudent" ? (
        <StudentFormModal
          title={t("addStudent")}
          classes={classList}
          classId={form.classId}
          onClose={() => setForm(null)}
          onSaved={(student) =>
            saved(t("studentAdded", { name: student.studentName }), studentsKey(student.classId._id))
          }
        />
      ) : null}
    </>
  );
}
