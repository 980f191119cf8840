"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { useForm } from "@/components/ui/use-form";
import { afterPage } from "@/components/offline/after-page";
import { SchoolClassSubjectFields } from "@/components/lesson-report/school-class-subject-fields";
import { useGpsCapture } from "@/components/lesson-report/use-gps-capture";
import { NO_STORIES, StoryFields, type Stories } from "@/components/lesson-report/story-fields";
import { submitLessonReport, type ClassJson } from "@/lib/lesson-reports/lesson-reports.client";
import { REPORT_REDIRECT_MS, MIN_STUDENTS } from "@/lib/constants";
import { useLocalToday } from "@/lib/client/labels";
import type { DailyReportFormValues } from "@/lib/lesson-reports/lesson-reports.schema";

// What the capture found is shown by code fetched after the page (the page-weight budget): the
// capture itself starts at once from useGpsCapture, and until then the form says a location is needed.
const GpsCapturePanel = afterPage(() =>
  import("@/components/lesson-report/gps-capture-panel").then((m) => m.GpsCapturePanel),
);

/**
 * /comment: the teacher's daily report with its GPS location; for a
 * mentor, the lesson observation (model lesson and observation required, story and challenge optional).
 */
export function LessonReportForm({ mentor = false }: { mentor?: boolean }) {
  const t = useTranslations("report");
  const tc = useTranslations("common");
  const router = useRouter();
  // Kept on this phone, not sent: the form says so, and does not go on to "submitted".
  const [queued, setQueued] = useState(false);
  const gps = useGpsCapture();
  const [schoolId, setSchoolId] = useState("");
  const [klass, setKlass] = useState<ClassJson | null>(null);
  const [subjectName, setSubjectName] = useState("");
  const [numberOfStudents, setNumberOfStudents] = useState("");
  const [stories, setStories] = useState<Stories>(NO_STORIES);
  const today = useLocalToday();
  const [pickedDate, setDate] = useState<string | null>(null);
  const date = pickedDate ?? today ?? "";
  const form = useForm({
    schema: () =>
      import("@/lib/lesson-reports/lesson-reports.schema").then((m) =>
        mentor ? m.createObservationSchema : m.createDailyReportSchema,
      ),
    // What was checked is sent as typed: the server applies the same schema.
    send: (_data, body) => submitLessonReport(body as DailyReportFormValues, mentor),
    // submitLessonReport answers data null when the report was queued (lib/lesson-reports/lesson-reports.client.ts).
    success: (result) => (result.data === null ? tc("savedOnPhone") : mentor ? t("observationSuccess") : t("success")),
    onSuccess: (result) => setQueued(result.data === null),
    lockAfterSuccess: true,
    fallback: mentor ? t("observationFailed") : t("failed"),
    fields: ["schoolId", "className", "subjectName", "numberOfStudents", "modelLesson", "lessonObservation", "date"],
  });
  const done = form.succeeded;
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!done || queued) return;
    const timer = setTimeout(
      () => router.push(mentor ? "/success?saved=observation" : "/success?saved=report"),
      REPORT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, queued, router, mentor]);

  useEffect(() => {
    if (form.message) messageRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [form.message]);

  const body = ():
    DailyReportFormValues | (DailyReportFormValues & { modelLesson: string; lessonObservation: string }) => {
    const { modelLesson, lessonObservation, successStory, challenge } = stories;
    const input: DailyReportFormValues = {
      schoolId,
      className: klass?.className ?? "",
      subjectName,
      numberOfStudents,
      successStory,
      challenge,
      date,
      _gpsLocation: gps.location ? { ...gps.location, ...(gps.address ?? {}) } : undefined,
    };
    return mentor ? { ...input, modelLesson, lessonObservation } : input;
  };
  // Each change re-checks the form so a fixed field loses its message (state settles on the next render).
  useEffect(() => {
    form.revalidate(body());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schoolId, klass, subjectName, numberOfStudents, stories, date]);

  function chooseSchool(id: string) {
    // docs/product-spec.md#comment-screen: choosing a school clears the chosen class and subject.
    setSchoolId(id);
    setKlass(null);
    setSubjectName("");
  }

  function chooseClass(chosen: ClassJson | null, subjectKnown: boolean) {
    setKlass(chosen);
    // A class names one subject: preselect it; the teacher may still pick another of the school's subjects.
    if (chosen && subjectKnown) setSubjectName(chosen.subjectName);
  }

  const locked = form.locked;
  return (
    <form onSubmit={form.onSubmit(body)} noValidate aria-busy={form.pending || undefined} className="space-y-5">
      <SchoolClassSubjectFields
        schoolId={schoolId}
        classId={klass?._id ?? ""}
        subjectName={subjectName}
        disabled={locked}
        errorFor={form.errorFor}
        onSchool={chooseSchool}
        onClass={chooseClass}
        onSubject={setSubjectName}
      />
      <TextField
        label={t("numberOfStudents")}
        name="numberOfStudents"
        type="number"
        inputMode="numeric"
        min={MIN_STUDENTS}
        step={1}
        value={numberOfStudents}
        onChange={(e) => setNumberOfStudents(e.target.value)}
        error={form.errorFor("numberOfStudents")}
        disabled={locked}
        required
      />
      <StoryFields
        mentor={mentor}
        values={stories}
        onChange={(name, value) => setStories((current) => ({ ...current, [name]: value }))}
        errorFor={form.errorFor}
        disabled={locked}
      />
      <TextField
        label={t("date")}
        name="date"
        type="date"
        max={today ?? undefined}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={form.errorFor("date")}
        disabled={locked}
        required
      />
      <GpsCapturePanel gps={gps} disabled={locked} />

      <div ref={messageRef} className="space-y-3">
        <FormStatus message={form.message} />
        {!gps.location ? <p className="text-sm text-slate-700">{t("gpsRequired")}</p> : null}
        <Button
          data-track={mentor ? "observation-submit" : "comment-submit"}
          type="submit"
          className="w-full sm:w-auto"
          loading={form.pending}
          disabled={!gps.location || done}
        >
          {mentor ? t("submitObservation") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
