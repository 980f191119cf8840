// The dispatcher: every app instance runs one (instrumentation.ts), and any number of them on one
// database send each notice once (docs/design.md#notices). A pass claims due rows in one short
// statement (FOR UPDATE SKIP LOCKED: instances never wait for or take each other's rows), checks each
// against the school's rule and the guardian's consent, sends it, and records the outcome. A claim
// is a lease: a row claimed by an instance that died (kill -9, a lost database) is claimed again
// once NOTICE_LEASE_SECONDS have passed, so no due notice is lost.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { db, sql, type Db } from "@/lib/db";
import { describeError } from "@/lib/platform/log-error";
import type { Locale } from "@/lib/i18n/locales";
import { ChannelError, type NoticeChannel } from "@/lib/notices/channel";
import { noticeChannel, optOutWay } from "@/lib/notices/channels";
import { noticeText } from "@/lib/notices/notice-text";
import { monthMessagesSql, NOTICE_LEASE_SECONDS } from "@/lib/notices/outbox";
import type { AttendanceStatus } from "@/lib/constants";

/** Rows one pass claims: small enough that a lease never runs out while they are sent one by one. */
export const DISPATCH_BATCH = 50;
/** Tries before a notice the provider keeps failing is given up as `failed`. */
export const MAX_ATTEMPTS = 5;
/** Wait before the next try: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(attempts - 1, 0);

/** This process's name on the rows it claims. */
export const WORKER_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

interface Claimed {
  id: string;
  schoolId: string;
  studentId: string;
  guardianId: string | null;
  date: string;
  kind: "absence" | "correction";
  attendanceStatus: AttendanceStatus;
  channel: string;
  to: string;
  text: string;
  attempts: number;
}

export interface DispatchTally {
  sent: number;
  retried: number;
  failed: number;
  held: number;
  cancelled: number;
}

/** Takes up to `batch` due rows for `worker`: queued ones, and those held by quiet hours that have ended. */
async function claim(client: Db, worker: string, batch: number): Promise<Claimed[]> {
  return sql(client).rows<Claimed>`
    WITH due AS (
      SELECT n.id FROM "Notice" n
      WHERE (n."status" = 'queued' OR (n."status" = 'held' AND n."reason" = 'quiet-hours'))
        AND n."attemptAt" <= now()
        AND (n."claimedAt" IS NULL OR n."claimedAt" < now() - make_interval(secs => ${NOTICE_LEASE_SECONDS}))
      ORDER BY n."attemptAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "Notice" n SET "claimedAt" = now(), "claimedBy" = ${worker}, "status" = 'queued', "reason" = NULL,
      "attempts" = n."attempts" + 1, "updatedAt" = now()
    FROM due WHERE n.id = due.id
    RETURNING n.id, n."schoolId", n."studentId", n."guardianId", to_char(n."date", 'YYYY-MM-DD') AS "date",
      n."kind"::text AS "kind", n."attendanceStatus"::text AS "attendanceStatus", n."channel", n."to", n."text",
      n."attempts"`;
}

type Verdict =
  | { go: true; subject: string; text: string }
  | { go: false; status: "cancelled" | "held" | "failed"; reason: string }
  /** Another instance took the row into the message it is sending (a phone's other students). */
  | { go: false; status: "taken" };

/**
 * Whether a claimed notice may go now, decided under the school's rule row lock so two instances
 * count the month's sends one after the other: the row still this instance's, the rule still on, a
 * guardian of the student with this address still consenting, the address not told of this student
 * that day already, a correction still correcting something sent, the month's limit not reached. A
 * notice that passes is marked `sending` (reason) while it is out, so it counts against the limit at
 * once, and takes with it the other due absences of that day to the same address (one message to a
 * phone for all its absent students, listing their first names).
 */
async function verdictFor(
  client: Db,
  notice: Claimed,
  worker: string,
  medium: NoticeChannel["medium"],
): Promise<Verdict> {
  return client.$transaction(async (tx) => {
    const [facts] = await sql(tx).rows<{
      enabled: boolean;
      monthlyLimit: number;
      timeZone: string;
      schoolName: string;
      studentName: string;
      consent: boolean | null;
      language: Locale | null;
    }>`
      SELECT r."enabled", r."monthlyLimit", s."timeZone", coalesce(s."senderName", s."name") AS "schoolName",
        st."studentName", g."consent", g."language"::text AS "language"
      FROM "NoticeRule" r
      JOIN "School" s ON s.id = r."schoolId"
      JOIN "Student" st ON st.id = ${notice.studentId}
      -- The guardian the row names, or whoever of the student's guardians now has its address.
      LEFT JOIN LATERAL (
        SELECT g."consent", g."language" FROM "Guardian" g
        WHERE g."studentId" = ${notice.studentId}
          AND (g.id = ${notice.guardianId} OR g."phone" = ${notice.to} OR lower(g."email") = lower(${notice.to}))
        ORDER BY g."consent" DESC, (g.id = ${notice.guardianId}) DESC
        LIMIT 1
      ) g ON true
      WHERE r."schoolId" = ${notice.schoolId}
      FOR UPDATE OF r`;
    const [mine] = await sql(tx).rows<{ claimedBy: string | null }>`
      SELECT "claimedBy" FROM "Notice" WHERE id = ${notice.id}`;
    if (mine?.claimedBy !== worker) return { go: false, status: "taken" };
    if (!facts?.enabled) return { go: false, status: "cancelled", reason: "rules-off" };
    if (!facts.consent) return { go: false, status: "cancelled", reason: "no-consent" };
    // A row written before the key was the address (a guardian entered twice): the address was told.
    const [already] = await sql(tx).rows<{ n: number }>`
      SELECT count(*)::int AS n FROM "Notice"
      WHERE "studentId" = ${notice.studentId} AND "date" = ${notice.date}::date AND "kind" = ${notice.kind}::"NoticeKind"
        AND lower("to") = lower(${notice.to}) AND id <> ${notice.id}
        AND ("sentAt" IS NOT NULL OR ("status" = 'queued' AND "reason" = 'sending'))`;
    if (already.n > 0) return { go: false, status: "cancelled", reason: "duplicate" };
    // The log stands in for SMS (both write to a phone); an e-mail row cannot go by SMS or back.
    const phoneRow = notice.channel !== "email";
    if (phoneRow !== (medium !== "email")) return { go: false, status: "failed", reason: "channel-changed" };
    if (notice.kind === "correction") {
      const [told] = await sql(tx).rows<{ n: number }>`
        SELECT count(*)::int AS n FROM "Notice"
        WHERE "studentId" = ${notice.studentId} AND "date" = ${notice.date}::date
          AND ("guardianId" = ${notice.guardianId} OR lower("to") = lower(${notice.to}))
          AND "kind" = 'absence' AND "status" IN ('sent', 'delivered')`;
      if (told.n === 0) return { go: false, status: "cancelled", reason: "nothing-to-correct" };
    }
    const [month] = await sql(tx).rows<{ n: number }>`
      SELECT count(*)::int AS n FROM "Notice"
      WHERE id <> ${notice.id} AND ${monthMessagesSql(notice.schoolId, facts.timeZone)}`;
    if (month.n >= facts.monthlyLimit) return { go: false, status: "held", reason: "monthly-limit" };
    await sql(tx).run`UPDATE "Notice" SET "reason" = 'sending' WHERE id = ${notice.id}`;
    // The same day's other due absences to this address, of students whose guardian there consents,
    // go in this message: taken from whichever instance had claimed them (it finds them gone above).
    const siblings =
      notice.kind === "absence"
        ? await sql(tx).rows<{ studentName: string }>`
            WITH taken AS (
              UPDATE "Notice" n SET "claimedAt" = now(), "claimedBy" = ${worker}, "status" = 'queued',
                "reason" = 'sending', "bundledIn" = ${notice.id}, "attempts" = n."attempts" + 1, "updatedAt" = now()
              WHERE n."schoolId" = ${notice.schoolId} AND n."date" = ${notice.date}::date AND n."kind" = 'absence'
                AND n."attendanceStatus" = ${notice.attendanceStatus}::"AttendanceStatus"
                AND n."channel" = ${notice.channel} AND lower(n."to") = lower(${notice.to}) AND n.id <> ${notice.id}
                AND (n."status" = 'queued' OR (n."status" = 'held' AND n."reason" = 'quiet-hours'))
                AND n."attemptAt" <= now() AND n."reason" IS DISTINCT FROM 'sending'
                AND EXISTS (SELECT 1 FROM "Guardian" g WHERE g."studentId" = n."studentId" AND g."consent"
                  AND (g."phone" = n."to" OR lower(g."email") = lower(n."to")))
              RETURNING n."studentId"
            )
            SELECT st."studentName" FROM taken JOIN "Student" st ON st.id = taken."studentId"`
        : [];
    const write = (medium: NoticeChannel["medium"]) =>
      noticeText(
        notice.kind,
        facts.language ?? "en",
        {
          schoolName: facts.schoolName,
          // In name order whichever row this instance claimed first, so the same family always reads
          // the same message.
          studentNames: [facts.studentName, ...siblings.map((sibling) => sibling.studentName)].sort((a, b) =>
            a.localeCompare(b),
          ),
          date: notice.date,
          status: notice.attendanceStatus,
        },
        medium,
        optOutWay(),
      );
    const subject = write("email").subject;
    // One student: the text written with the save; several: their message, written now.
    const text = siblings.length === 0 ? notice.text : write(notice.channel === "email" ? "email" : "sms").text;
    return { go: true, subject, text };
  });
}

async function settle(
  client: Db,
  notice: Claimed,
  worker: string,
  verdict: Extract<Verdict, { go: false; reason: string }>,
) {
  await sql(client).run`
    UPDATE "Notice" SET "status" = ${verdict.status}::"NoticeStatus", "reason" = ${verdict.reason},
      "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = now()
    WHERE id = ${notice.id} AND "claimedBy" = ${worker}`;
}

/** Sends one claimed notice and records what happened; a row someone else has since reclaimed is theirs. */
async function deliver(client: Db, notice: Claimed, worker: string, channel: NoticeChannel, tally: DispatchTally) {
  const verdict = await verdictFor(client, notice, worker, channel.medium);
  if (!verdict.go && verdict.status === "taken") return;
  if (!verdict.go) {
    await settle(client, notice, worker, verdict);
    tally[verdict.status === "held" ? "held" : verdict.status === "failed" ? "failed" : "cancelled"] += 1;
    return;
  }
  try {
    const sent = await channel.send({ id: notice.id, to: notice.to, text: verdict.text, subject: verdict.subject });
    // The rows it carried share its send: one message, one provider id (its receipt moves them all).
    await sql(client).run`
      UPDATE "Notice" SET "status" = 'sent', "sentAt" = now(), "providerId" = ${sent.providerId}, "reason" = NULL,
        "error" = NULL, "claimedAt" = NULL, "claimedBy" = NULL, "text" = ${verdict.text}, "updatedAt" = now()
      WHERE (id = ${notice.id} OR "bundledIn" = ${notice.id}) AND "status" = 'queued'`;
    tally.sent += 1;
  } catch (error) {
    const retryable = !(error instanceof ChannelError) || error.retryable;
    const message = error instanceof ChannelError ? error.message : "The notice could not be sent";
    const next = new Date(Date.now() + retryDelayMs(notice.attempts));
    // The rows it carried wait with it, to go together again (a failure of this address fails them too).
    await sql(client).run`
      UPDATE "Notice" SET "status" = CASE WHEN ${retryable} THEN 'queued' ELSE 'failed' END::"NoticeStatus",
        "reason" = CASE WHEN ${retryable} THEN NULL ELSE 'refused' END, "error" = ${message},
        "attemptAt" = ${next}, "bundledIn" = NULL, "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = now()
      WHERE "bundledIn" = ${notice.id} AND "claimedBy" = ${worker}`;
    if (retryable && notice.attempts < MAX_ATTEMPTS) {
      await sql(client).run`
        UPDATE "Notice" SET "error" = ${message}, "reason" = NULL, "attemptAt" = ${next}, "claimedAt" = NULL,
          "claimedBy" = NULL, "updatedAt" = now()
        WHERE id = ${notice.id} AND "claimedBy" = ${worker}`;
      tally.retried += 1;
    } else {
      await sql(client).run`
        UPDATE "Notice" SET "status" = 'failed', "error" = ${message},
          "reason" = ${retryable ? "gave-up" : "refused"}, "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = now()
        WHERE id = ${notice.id} AND "claimedBy" = ${worker}`;
      tally.failed += 1;
    }
  }
}

/**
 * One pass: claim due notices and send them one by one, until none is due. Returns what it did.
 * Sending is sequential on purpose: a provider's throughput, not ours, is the limit, and a batch
 * stays well inside its lease.
 */
export async function dispatchDue({
  worker = WORKER_ID,
  channel = noticeChannel(),
  batch = DISPATCH_BATCH,
  client = db,
}: { worker?: string; channel?: NoticeChannel; batch?: number; client?: Db } = {}): Promise<DispatchTally> {
  const tally: DispatchTally = { sent: 0, retried: 0, failed: 0, held: 0, cancelled: 0 };
  for (;;) {
    const claimed = await claim(client, worker, batch);
    for (const notice of claimed) await deliver(client, notice, worker, channel, tally);
    if (claimed.length < batch) return tally;
  }
}

const loop = {
  timer: undefined as NodeJS.Timeout | undefined,
  running: undefined as Promise<unknown> | undefined,
  /** The last failure logged: the same one (a missing setting) is logged once, not every pass. */
  lastError: "",
};

/**
 * Starts this instance's dispatcher: a pass every `seconds`, never two at once, never keeping the
 * process alive. A failed pass (the database restarting) is logged without personal data and the
 * next one tries again; rows it had claimed come back after their lease.
 */
export function startNoticeDispatcher(seconds: number): () => Promise<void> {
  if (seconds <= 0 || loop.timer) return async () => undefined;
  const tick = () => {
    loop.running = dispatchDue()
      .then(() => {
        loop.lastError = "";
      })
      .catch((error) => {
        const line = `notice dispatch failed: ${describeError(error).split("\n")[0]}`;
        if (line !== loop.lastError) console.error(line);
        loop.lastError = line;
      })
      .finally(() => {
        loop.running = undefined;
        if (loop.timer) loop.timer = setTimeout(tick, seconds * 1000).unref();
      });
  };
  loop.timer = setTimeout(tick, seconds * 1000).unref();
  return async () => {
    clearTimeout(loop.timer);
    loop.timer = undefined;
    await loop.running;
  };
}
