"use client";

import { useCallback, useMemo, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { errorMessage } from "@/lib/client/error-message";
import {
  classAttendanceKey,
  classHistoryKey,
  overviewKey,
  saveAttendance,
  saveAttendanceBulk,
  type AttendanceJson,
} from "@/lib/client/attendance";
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

/**
 * The marking rules of docs/product-spec.md#states: a change shows at once and saves in the background; on failure it
 * reverts to the previous status; a repeat of the status shown (or of a change in flight) is
 * ignored; a student's buttons are disabled while that student is saving. Mark-all and Save are one
 * bulk request each.
 */
export function useMarking({ classId, className, date, studentIds, records, flash }: Options) {
  const { mutate } = useSWRConfig();
  const [shown, setShown] = useState<Record<string, AttendanceStatus>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const [bulkBusy, setBulkBusy] = useState<"save" | AttendanceStatus | null>(null);
  const inFlight = useRef(new Set<string>());

  const recorded = useMemo(
    () => new Map((records ?? []).map((record) => [record.studentId, record.status as AttendanceStatus])),
    [records],
  );
  const statusOf = useCallback(
    (studentId: string): AttendanceStatus => shown[studentId] ?? recorded.get(studentId) ?? "absent",
    [shown, recorded],
  );

  const recordsKey = classId ? classAttendanceKey(classId, date) : null;

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
      void mutate(overviewKey(date));
      // The full history is loaded only once opened; refresh it if it was.
      if (classId) void mutate(classHistoryKey(classId));
    },
    [mutate, recordsKey, date, classId],
  );

  const mark = useCallback(
    async (studentId: string, status: AttendanceStatus) => {
      if (!classId || inFlight.current.has(studentId) || bulkBusy) return;
      const previous = statusOf(studentId);
      if (previous === status) return;
      inFlight.current.add(studentId);
      setShown((current) => ({ ...current, [studentId]: status }));
      setSaving((current) => ({ ...current, [studentId]: true }));
      try {
        const saved = await saveAttendance({ studentId, classId, date, status });
        await mergeRecords([saved]);
        setShown((current) => without(current, studentId));
        flash("success", `Student attendance updated to ${status}!`);
      } catch (error) {
        // Back to what was shown before: the saved status, or absent when there is none.
        setShown((current) => without(current, studentId));
        flash("error", errorMessage(error, "Failed to update attendance. Please try again."));
      } finally {
        inFlight.current.delete(studentId);
        setSaving((current) => without(current, studentId));
      }
    },
    [classId, date, statusOf, mergeRecords, flash, bulkBusy],
  );

  /** Checks of docs/product-spec.md#validation before any bulk request. */
  const checkReady = useCallback((): string | null => {
    if (!classId) return "No class selected for attendance";
    if (studentIds.length === 0) return "No students in this class. Add students first.";
    if (studentIds.some((id) => !id)) return "Invalid class or student data";
    return null;
  }, [classId, studentIds]);

  const bulk = useCallback(
    async (statusFor: (studentId: string) => AttendanceStatus) => {
      const records = studentIds.map((studentId) => ({
        studentId,
        classId: classId!,
        date,
        status: statusFor(studentId),
      }));
      const saved = await saveAttendanceBulk(records);
      await mergeRecords(saved);
      setShown({});
      return saved;
    },
    [studentIds, classId, date, mergeRecords],
  );

  const markAll = useCallback(
    async (status: AttendanceStatus) => {
      const problem = checkReady();
      if (problem) return flash("error", problem);
      if (bulkBusy || inFlight.current.size > 0) return;
      setBulkBusy(status);
      try {
        await bulk(() => status);
        flash("success", `All students marked as ${status}!`);
      } catch (error) {
        flash("error", errorMessage(error, "Failed to update attendance for all students"));
      } finally {
        setBulkBusy(null);
      }
    },
    [checkReady, bulk, flash, bulkBusy],
  );

  /** Sends every student's current status (absent when none); true when saved. */
  const saveAll = useCallback(async (): Promise<boolean> => {
    const problem = checkReady();
    if (problem) {
      flash("error", problem);
      return false;
    }
    if (bulkBusy) return false;
    setBulkBusy("save");
    try {
      await bulk(statusOf);
      flash("success", `Attendance for ${className} saved successfully! Summary updated.`);
      return true;
    } catch (error) {
      flash("error", errorMessage(error, "Failed to save attendance. Please try again."));
      return false;
    } finally {
      setBulkBusy(null);
    }
  }, [checkReady, bulk, statusOf, className, flash, bulkBusy]);

  return {
    statusOf,
    isSaving: (studentId: string) => Boolean(saving[studentId]) || bulkBusy !== null,
    bulkBusy,
    mark,
    markAll,
    saveAll,
  };
}

export type Marking = ReturnType<typeof useMarking>;
