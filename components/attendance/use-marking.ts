"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import {
  classAttendanceKey,
  classHistoryKey,
  overviewKey,
  saveAttendance,
  saveAttendanceBulk,
  type AttendanceJson,
} from "@/lib/attendance/attendance.client";
import type { AttendanceStatus } from "@/lib/constants";

function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...map };
  delete copy[key];
  return copy;
}

export type Flash = (tone: "success" | "error", text: string) => void;

interface Options {
  classId: string | null;
  className: string;
  date: string;
  studentIds: string[];
  records: AttendanceJson[] | undefined;
  flash: Flash;
}

/** Records answered by the offline queue (lib/attendance/attendance.client.ts pendingRecord): kept on the phone, not saved. */
const kept = (records: AttendanceJson[]) => records.some((record) => record._id.startsWith("pending-"));

/**
 * The marking rules (docs/product-spec.md#states): a tap shows at once and saves in the background with
 * one request; taps on a student whose save is still on its way are not lost: the last one is sent
 * when that save returns. A failure goes back to the saved status. A student with no record is
 * "not marked" (null), and is never saved as absent unless the teacher marks them so.
 *
 * A tap is never refused: while a Mark all or Save is on its way (seconds on a slow phone) it shows at
 * once and is sent when the whole-class request has returned, so it wins over it. Disabled buttons
 * would leave a tap on "Late" showing nothing at all.
 */
export function useMarking({ classId, className, date, studentIds, records, flash }: Options) {
  const t = useTranslations("attendance");
  const say = useSay();
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState<Record<string, AttendanceStatus>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [bulkBusy, setBulkBusy] = useState<"save" | AttendanceStatus | null>(null);
  const inFlight = useRef(new Set<string>());
  const queued = useRef(new Map<string, AttendanceStatus>());

  const recorded = useMemo(
    () => new Map((records ?? []).map((record) => [record.studentId, record.status as AttendanceStatus])),
    [records],
  );
  const statusOf = useCallback(
    (studentId: string): AttendanceStatus | null => shown[studentId] ?? recorded.get(studentId) ?? null,
    [shown, recorded],
  );
  const unmarked = studentIds.filter((id) => statusOf(id) === null).length;

  const recordsKey = classId ? classAttendanceKey(classId, date) : null;

  /**
   * After a save reached the server: how many families its absences will tell, and when, added to the
   * save's own message (docs/product-spec.md#notices), so a mistake is corrected before it goes.
   */
  const tellFamilies = useCallback(
    (saved: AttendanceJson[], message: string) => {
      const schoolId = saved[0]?.schoolId;
      if (!schoolId || !classId) return;
      // Loaded after the save, not with the screen; offline the save's own message stands.
      void import("@/lib/notices/notice-feedback.client")
        .then((m) =>
          m.withFamilies(message, { schoolId, classId, date, locale, statuses: saved.map((r) => r.status) }, t),
        )
        .then(
          (text) => text && flash("success", text),
          () => undefined,
        );
    },
    [classId, date, flash, locale, t],
  );

  const mergeRecords = useCallback(
    async (saved: AttendanceJson[]) => {
      if (!recordsKey) return;
      await mutate(
        recordsKey,
        (current: AttendanceJson[] | undefined) => {
          const byStudent = new Map((current ?? []).map((record) => [record.studentId, record]));
          for (const record of saved) byStudent.set(record.studentId, record);
          return [...byStudent.values()];
        },
        { revalidate: false },
      );
      // Refetched only where shown (the statistics, the history): folded away, they cost no request.
      void mutate(overviewKey(date));
      if (classId) void mutate(classHistoryKey(classId));
    },
    [mutate, recordsKey, date, classId],
  );

  /** Saves one student, then the last status tapped while that save was on its way (if it differs). */
  const send = useCallback(
    async (studentId: string, first: AttendanceStatus) => {
      inFlight.current.add(studentId);
      setSaving((current) => ({ ...current, [studentId]: true }));
      let status: AttendanceStatus | undefined = first;
      try {
        while (status) {
          let saved: AttendanceJson;
          try {
            saved = await saveAttendance({ studentId, classId: classId!, date, status });
            await mergeRecords([saved]);
          } catch (error) {
            queued.current.delete(studentId);
            // Back to what was saved before: its status, or not marked.
            setShown((current) => without(current, studentId));
            flash("error", say(errorSaid(error, t("updateFailed"))));
            return;
          }
          const next = queued.current.get(studentId);
          queued.current.delete(studentId);
          status = next && next !== saved.status ? next : undefined;
          if (!status) {
            setShown((current) => without(current, studentId));
            const message = kept([saved]) ? t("keptOnPhone") : t("studentUpdated", { status: saved.status });
            flash("success", message);
            if (!kept([saved]) && (saved.status === "absent" || saved.status === "late"))
              tellFamilies([saved], message);
          }
        }
      } finally {
        inFlight.current.delete(studentId);
        setSaving((current) => without(current, studentId));
      }
    },
    [classId, date, mergeRecords, flash, say, t, tellFamilies],
  );

  const mark = useCallback(
    (studentId: string, status: AttendanceStatus) => {
      if (!classId) return;
      if (statusOf(studentId) === status) return;
      setShown((current) => ({ ...current, [studentId]: status }));
      // Behind a whole-class request or this student's own save: sent when it returns.
      if (bulkBusy || inFlight.current.has(studentId)) queued.current.set(studentId, status);
      else void send(studentId, status);
    },
    [classId, bulkBusy, statusOf, send],
  );

  /** Checks of docs/product-spec.md#validation before any bulk request. */
  const checkReady = useCallback((): string | null => {
    if (!classId) return t("noClassSelected");
    if (studentIds.length === 0) return t("noStudentsYet");
    if (studentIds.some((id) => !id)) return t("invalidData");
    return null;
  }, [classId, studentIds, t]);

  const bulk = useCallback(
    async (ids: string[], statusFor: (studentId: string) => AttendanceStatus) => {
      const saved = await saveAttendanceBulk(
        ids.map((studentId) => ({ studentId, classId: classId!, date, status: statusFor(studentId) })),
      );
      await mergeRecords(saved);
      // What was tapped meanwhile stays shown: it is sent next (sendAfterBulk).
      setShown(Object.fromEntries(queued.current));
      return saved;
    },
    [classId, date, mergeRecords],
  );

  /** Sends the taps made while a whole-class request was on its way, one request each as usual. */
  const sendAfterBulk = useCallback(() => {
    // A student whose own save is still on its way sends its last tap itself (send's loop).
    for (const [studentId, status] of queued.current)
      if (!inFlight.current.has(studentId)) {
        queued.current.delete(studentId);
        void send(studentId, status);
      }
  }, [send]);

  const markAll = useCallback(
    async (status: AttendanceStatus) => {
      const problem = checkReady();
      if (problem) return flash("error", problem);
      if (bulkBusy || inFlight.current.size > 0) return;
      setBulkBusy(status);
      try {
        const saved = await bulk(studentIds, () => status);
        const message = kept(saved) ? t("keptOnPhone") : t("allMarked", { status });
        flash("success", message);
        if (!kept(saved)) tellFamilies(saved, message);
      } catch (error) {
        flash("error", say(errorSaid(error, t("markAllFailed"))));
      } finally {
        setBulkBusy(null);
        sendAfterBulk();
      }
    },
    [checkReady, bulk, studentIds, flash, bulkBusy, say, t, sendAfterBulk, tellFamilies],
  );

  /**
   * Sends the status of every marked student (the unmarked stay unmarked): "saved" on the server,
   * "queued" when kept on this phone to be sent later, false when nothing was saved.
   */
  const saveAll = useCallback(async (): Promise<"saved" | "queued" | false> => {
    const problem = checkReady();
    const marked = studentIds.filter((id) => statusOf(id) !== null);
    if (problem || marked.length === 0) {
      flash("error", problem ?? t("nothingMarked"));
      return false;
    }
    if (bulkBusy) return false;
    setBulkBusy("save");
    try {
      const saved = await bulk(marked, (id) => statusOf(id)!);
      if (kept(saved)) {
        flash("success", t("keptOnPhone"));
        return "queued";
      }
      flash("success", t("saved", { className }));
      tellFamilies(saved, t("saved", { className }));
      return "saved";
    } catch (error) {
      flash("error", say(errorSaid(error, t("saveFailed"))));
      return false;
    } finally {
      setBulkBusy(null);
      sendAfterBulk();
    }
  }, [checkReady, studentIds, bulk, statusOf, className, flash, bulkBusy, say, t, sendAfterBulk, tellFamilies]);

  return {
    statusOf,
    unmarked,
    /** A save of this student is on its way (shown, never blocking a further tap). */
    isSaving: (studentId: string) => Boolean(saving[studentId]),
    bulkBusy,
    mark,
    markAll,
    saveAll,
  };
}

export type Marking = ReturnType<typeof useMarking>;
