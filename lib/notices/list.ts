// GET /api/notices: one school's notices of one day, for its teachers and admins.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { fromIsoDay } from "@/lib/days";
import { requireSchool } from "@/lib/auth/scope";
import type { NoticesQuery } from "@/lib/notices/notices.schema";

export interface NoticeJson {
  _id: string;
  studentId: string;
  studentName: string;
  guardianId: string | null;
  guardianName: string | null;
  channel: string;
  to: string;
  kind: "absence" | "correction";
  status: string;
  /** Why it is held, cancelled or failed (a code the screens translate), else null. */
  reason: string | null;
  /** When it goes: the save plus the school's delay, moved out of quiet hours (and later after a failed try). */
  dueAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  error: string | null;
  text: string;
  /**
   * The address as a short opaque tag (the same for every notice to one phone or e-mail that day):
   * the screen counts families by it, as one phone may be the guardian of several students.
   */
  family: string;
}

/**
 * A phone or an e-mail address with its middle hidden, as teachers see it: enough to tell two
 * guardians apart, not to call one ("+250•••••••56", "m•••@example.org").
 */
export function maskAddress(to: string): string {
  const at = to.indexOf("@");
  if (at > 0) return `${to[0]}•••${to.slice(at)}`;
  if (to.length <= 6) return "•".repeat(to.length);
  return `${to.slice(0, 4)}${"•".repeat(to.length - 6)}${to.slice(-2)}`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The day's notices of a school in the actor's reach, newest first; addresses masked except for admins. */
export async function listNotices(actor: Actor, query: NoticesQuery): Promise<NoticeJson[]> {
  const school = await requireSchool(actor, query.schoolId);
  const notices = await db.notice.findMany({
    where: {
      schoolId: school.id,
      date: fromIsoDay(query.date),
      ...(query.status ? { status: query.status } : {}),
      ...(query.classId ? { student: { classId: query.classId } } : {}),
    },
    include: { student: { select: { studentName: true } }, guardian: { select: { name: true } } },
    orderBy: [{ student: { studentName: "asc" } }, { kind: "asc" }, { createdAt: "asc" }],
    take: 5_000,
  });
  const admin = isAdmin(actor);
  return notices.map((notice) => ({
    _id: notice.id,
    studentId: notice.studentId,
    studentName: notice.student.studentName,
    guardianId: notice.guardianId,
    guardianName: notice.guardian?.name ?? null,
    channel: notice.channel,
    to: admin ? notice.to : maskAddress(notice.to),
    kind: notice.kind,
    status: notice.status,
    reason: notice.reason,
    dueAt: (notice.status === "queued" || notice.status === "held" ? notice.attemptAt : notice.dueAt).toISOString(),
    sentAt: iso(notice.sentAt),
    deliveredAt: iso(notice.deliveredAt),
    error: notice.error,
    text: notice.text,
    family: createHash("sha256")
      .update(`${school.id}:${notice.recipientKey ?? notice.to}`)
      .digest("base64url")
      .slice(0, 12),
  }));
}
