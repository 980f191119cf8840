"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { GpsCapturePanel } from "@/components/comment/gps-capture-panel";
import { SchoolClassSubjectFields } from "@/components/comment/school-class-subject-fields";
import { useGpsCapture } from "@/components/comment/use-gps-capture";
import { submitComment, type ClassJson } from "@/lib/client/comments";
import { errorMessage } from "@/lib/client/error-message";
import { COMMENT_REDIRECT_MS, MIN_STUDENTS } from "@/lib/constants";
import { COMMENT_MESSAGES, MAX_STORY_LENGTH } from "@/lib/validation/comment-messages";
import { useLocalToday } from "@/lib/client/labels";
import type { CommentFormValues } from "@/lib/validation/comments";

const SUCCESS = "Comment submitted successfully! Redirecting...";

/**
 * /comment: 'Make a daily attendance', the teacher's daily class report with its GPS location; for a
 * mentor, the lesson observation (model lesson and observation required, story and challenge optional).
 */
export function CommentForm({ mentor = false }: { mentor?: boolean }) {
  const router = useRouter();
  const gps = useGpsCapture();
  const [schoolId, setSchoolId] = useState("");
  const [klass, setKlass] = useState<ClassJson | null>(null);
  const [subjectName, setSubjectName] = useState("");
  const [numberOfStudents, setNumberOfStudents] = useState("");
  const [successStory, setSuccessStory] = useState("");
  const [challenge, setChallenge] = useState("");
  const [modelLesson, setModelLesson] = useState("");
  const [lessonObservation, setLessonObservation] = useState("");
  const today = useLocalToday();
  const [pickedDate, setDate] = useState<string | null>(null);
  const date = pickedDate ?? today ?? "";
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.push("/success"), COMMENT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  useEffect(() => {
    if (error || done) messageRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error, done]);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    setError(null);
    const input: CommentFormValues = {
      schoolId,
      className: klass?.className ?? "",
      subjectName,
      numberOfStudents,
      successStory,
      challenge,
      date,
      _gpsLocation: gps.location ? { ...gps.location, ...(gps.address ?? {}) } : undefined,
    };
    const body = mentor ? { ...input, modelLesson, lessonObservation } : input;
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { createCommentSchema, createMentorCommentSchema } = await import("@/lib/validation/comments");
    const parsed = (mentor ? createMentorCommentSchema : createCommentSchema).safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      await submitComment(body, mentor);
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught, "Failed to submit comment. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const locked = busy || done;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <SchoolClassSubjectFields
        schoolId={schoolId}
        classId={klass?._id ?? ""}
        subjectName={subjectName}
        disabled={locked}
        onSchool={chooseSchool}
        onClass={chooseClass}
        onSubject={setSubjectName}
      />
      <TextField
        label="Number of students"
        name="numberOfStudents"
        type="number"
        inputMode="numeric"
        min={MIN_STUDENTS}
        step={1}
        value={numberOfStudents}
        onChange={(e) => setNumberOfStudents(e.target.value)}
        disabled={locked}
        required
      />
      {mentor ? (
        <>
          <TextAreaField
            label="Model lesson"
            name="modelLesson"
            maxLength={MAX_STORY_LENGTH}
            value={modelLesson}
            onChange={(e) => setModelLesson(e.target.value)}
            placeholder="Which lesson did you model, and how?"
            disabled={locked}
            required
          />
          <TextAreaField
            label="Lesson observation"
            name="lessonObservation"
            maxLength={MAX_STORY_LENGTH}
            value={lessonObservation}
            onChange={(e) => setLessonObservation(e.target.value)}
            placeholder="What did you observe in the teacher's lesson?"
            disabled={locked}
            required
          />
        </>
      ) : null}
      <TextAreaField
        label={mentor ? "Success story (optional)" : "Success story"}
        name="successStory"
        maxLength={MAX_STORY_LENGTH}
        value={successStory}
        onChange={(e) => setSuccessStory(e.target.value)}
        placeholder="What went well in class today?"
        disabled={locked}
      />
      <TextAreaField
        label={mentor ? "Challenge (optional)" : "Challenge"}
        name="challenge"
        maxLength={MAX_STORY_LENGTH}
        value={challenge}
        onChange={(e) => setChallenge(e.target.value)}
        placeholder="What was difficult, and what will you do about it?"
        disabled={locked}
      />
      <TextField
        label="Date"
        name="date"
        type="date"
        max={today ?? undefined}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        disabled={locked}
        required
      />
      <GpsCapturePanel gps={gps} disabled={locked} />

      <div ref={messageRef} className="space-y-3">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {done ? <Notice tone="success">{SUCCESS}</Notice> : null}
        {!gps.location ? <p className="text-sm text-slate-700">{COMMENT_MESSAGES.gps}</p> : null}
        <Button
          data-track={mentor ? "observation-submit" : "comment-submit"}
          type="submit"
          className="w-full sm:w-auto"
          loading={busy}
          disabled={!gps.location || done}
        >
          {mentor ? "Submit Observation" : "Submit Comment"}
        </Button>
      </div>
    </form>
  );
}
