import { db } from "@/lib/db";
import type { NoticeChannel, OutgoingNotice } from "@/lib/services/notices/channel";

let phoneSerial = 788_000_000 + Math.floor(Math.random() * 900_000);

/** A guardian written straight to the table (the guardians' own screens and API are tested elsewhere). */
export async function addGuardian(
  studentId: string,
  overrides: { language?: "en" | "fr" | "rw"; consent?: boolean; email?: string | null; position?: number } = {},
) {
  const consent = overrides.consent ?? true;
  return db.guardian.create({
    data: {
      studentId,
      position: overrides.position ?? 1,
      name: "Mukamana Jeanne",
      relationship: "mother",
      phone: `+250${(phoneSerial += 1)}`,
      email: overrides.email ?? null,
      language: overrides.language ?? "en",
      consent,
      consentAt: consent ? new Date() : null,
    },
  });
}

export async function setNoticeRule(
  schoolId: string,
  rule: Partial<{
    enabled: boolean;
    statuses: ("absent" | "late")[];
    sendAfterMinutes: number;
    quietFrom: number | null;
    quietTo: number | null;
    monthlyLimit: number;
  }> = {},
) {
  const data = { enabled: true, sendAfterMinutes: 0, ...rule };
  await db.noticeRule.upsert({ where: { schoolId }, create: { schoolId, ...data }, update: data });
}

/** A channel that keeps what it was asked to send (as the log provider would, but countable). */
export function recordingChannel(medium: NoticeChannel["medium"] = "log") {
  const sent: OutgoingNotice[] = [];
  const channel: NoticeChannel = {
    provider: "log",
    medium,
    async send(notice) {
      sent.push(notice);
      return { providerId: `fake-${sent.length}` };
    },
  };
  return { channel, sent };
}

export const noticesOf = (studentId: string) =>
  db.notice.findMany({ where: { studentId }, orderBy: [{ kind: "asc" }, { createdAt: "asc" }] });
