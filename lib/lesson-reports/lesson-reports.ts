import { db, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants.shared";
import { haversineKm } from "@/lib/geo/distance";
import type { GeocodedAddress } from "@/lib/geo/reverse-geocode";
import { cachedReverseGeocode } from "@/lib/geo/geocode";
import { problem } from "@/lib/problems/api-error";
import { classEntryInclude, classEntryOrder } from "@/lib/schools/classes";
import { toLessonReportJson } from "@/lib/lesson-reports/lesson-report-json";
import { toClassJson, toSubjectJson } from "@/lib/schools/contract-json";
import { classOfRef, inSchoolsOf, requireSchool } from "@/lib/auth/scope";
import { afterLast, streamList } from "@/lib/platform/list-stream";
import { Payload } from "@/lib/platform/payload";
import { sameText } from "@/lib/platform/text-match";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CommenterRole } from "@/lib/lesson-reports/lesson-report-messages.schema";
import type { CreateDailyReport, CreateObservation } from "@/lib/lesson-reports/lesson-reports.schema";
import { DAY_MS, dayIn, fromIsoDay } from "@/lib/days";
import { afterAnswer } from "@/lib/platform/after-answer";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { hitRateLimit } from "@/lib/platform/rate-limit";

const lessonReportInclude = {
  teacher: { select: { id: true, username: true, email: true, role: true } },
  school: { select: { id: true, name: true, createdById: true } },
} as const;

/** The classes of one of the actor's schools, for the report form's class select (404 if not theirs). */
export async function listSchoolClassesForReport(actor: Actor, schoolId: string) {
  await requireSchool(actor, schoolId);
  const entries = await db.classSubject.findMany({
    where: { schoolId },
    include: classEntryInclude,
    orderBy: [...classEntryOrder],
  });
  return entries.map(toClassJson);
}

/** The subjects of one of the actor's schools (404 if not theirs). */
export async function listSchoolSubjects(actor: Actor, schoolId: string) {
  await requireSchool(actor, schoolId);
  const subjects = await db.subject.findMany({
    where: { schoolId },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
  return subjects.map(toSubjectJson);
}

const usable = (value: string | undefined, fallback: string) => (value && value !== fallback ? value : undefined);

/**
 * The address to store: what the browser showed the teacher (it came from GET /api/geocode), else a
 * server-side lookup. reverseGeocode never throws and times out quickly, so a report is never lost
 * to the geocoder: the worst case is the spec's 'Unknown …' fallbacks.
 */
async function addressFor(
  actor: Actor,
  gps: CreateDailyReport["_gpsLocation"],
  client: DbClient,
): Promise<GeocodedAddress> {
  const address = usable(gps.address, GEOCODE_FALLBACK.address);
  if (!address) return cachedReverseGeocode(gps.latitude, gps.longitude, { userId: actor.id, for: "report" }, client);
  return {
    address,
    city: usable(gps.city, GEOCODE_FALLBACK.city) ?? GEOCODE_FALLBACK.city,
    state: usable(gps.state, GEOCODE_FALLBACK.state) ?? GEOCODE_FALLBACK.state,
    country: usable(gps.country, GEOCODE_FALLBACK.country) ?? GEOCODE_FALLBACK.country,
  };
}

/** What a mentor's lesson observation adds to the fields it shares with a daily report. */
type ObservationFields = Pick<CreateObservation, "modelLesson" | "lessonObservation">;

/** POST /api/comments: a teacher's daily class report, by the actor. */
export function fileDailyReport(actor: Actor, input: CreateDailyReport, client: DbClient = db) {
  return fileLessonReport(client, actor, input);
}

/** POST /api/comments/mentor: a mentor's lesson observation, by the actor. */
export function fileObservation(actor: Actor, input: CreateObservation, client: DbClient = db) {
  const { modelLesson, lessonObservation, ...shared } = input;
  return fileLessonReport(client, actor, shared, { modelLesson, lessonObservation });
}

/**
 * Files a daily report, or with `observation` a lesson observation. The author is the actor; the school
 * must be one of theirs and the class and subject must belong to it (matched by name, as the form sends
 * them). Read and written in `client` (a keyed request's transaction), the address's cache included.
 */
async function fileLessonReport(
  client: DbClient,
  actor: Actor,
  input: CreateDailyReport,
  observation?: ObservationFields,
) {
  // One after another: a transaction is one connection, which takes one statement at a time.
  const school = await requireSchool(actor, input.schoolId, client);
  const subject = await client.subject.findFirst({
    where: { schoolId: input.schoolId, name: sameText(input.subjectName) },
    select: { id: true, name: true },
  });
  // The lesson's class and subject: a class of the school (its name is unique there, matched without
  // case) and a subject of the school, taught in it or not (a cover lesson is a lesson too).
  const klass = await client.class.findFirst({
    where: { schoolId: input.schoolId, className: sameText(input.className) },
    select: { id: true, className: true },
    orderBy: { createdAt: "asc" },
  });
  if (!klass) throw problem("class-not-in-school");
  if (!subject) throw problem("subject-not-in-school");

  // No date sent: the school's today (at 22:30 UTC Kigali is on the next day), not the server's UTC day.
  const date = input.date ?? dayIn(await schoolTimeZone(school.id, client));
  const gps = input._gpsLocation;
  const place = await addressFor(actor, gps, client);
  const distanceKm =
    school.latitude !== null && school.longitude !== null
      ? haversineKm({ latitude: school.latitude, longitude: school.longitude }, gps)
      : null;

  const report = await client.lessonReport.create({
    data: {
      teacherId: actor.id,
      schoolId: school.id,
      classId: klass.id,
      subjectId: subject.id,
      className: klass.className,
      subjectName: subject.name,
      numberOfStudents: input.numberOfStudents,
      successStory: input.successStory,
      challenge: input.challenge,
      commenterRole: observation ? "mentor" : "teacher",
      modelLesson: observation?.modelLesson ?? null,
      lessonObservation: observation?.lessonObservation ?? null,
      date: fromIsoDay(date),
      latitude: gps.latitude,
      longitude: gps.longitude,
      accuracy: gps.accuracy ?? null,
      altitude: gps.altitude ?? null,
      altitudeAccuracy: gps.altitudeAccuracy ?? null,
      heading: gps.heading ?? null,
      speed: gps.speed ?? null,
      capturedAt: gps.timestamp ?? new Date(),
      ...place,
      distanceKm,
    },
    include: lessonReportInclude,
  });
  // Reports stored without an address are looked up again after answering (one claim, at most every 5 minutes).
  afterAnswer(retryReportAddressesWhenDue);
  return toLessonReportJson(report);
}

/** How long a report stored without an address ('Unknown Address') is looked up again. */
export const REPORT_ADDRESS_RETRY_DAYS = 2;
/** Reports looked up again per run; a run is due at most every 5 minutes across instances. */
const RETRY_BATCH = 20;
const RETRY_EVERY_SECONDS = 300;

/**
 * Reports stored as 'Unknown Address' (the geocoder's budget was spent, or it was down) are not left so
 * for good: each run looks up again the newest RETRY_BATCH of the last REPORT_ADDRESS_RETRY_DAYS days,
 * within the reports' own budget (a place the provider knows nothing about is asked again at each run
 * while it is among the newest; the cache answers the places it has already learnt). One provider call at most per report, one after the other (each may fill the cache
 * for the next). Never throws.
 */
export async function retryReportAddresses(now = new Date()): Promise<number> {
  try {
    // Newest first, and nothing written while a place stays unknown (the report is the teacher's, not a
    // retry counter): a run that finds nothing leaves every row as it was.
    const waiting = await db.lessonReport.findMany({
      where: {
        address: GEOCODE_FALLBACK.address,
        createdAt: { gte: new Date(now.getTime() - REPORT_ADDRESS_RETRY_DAYS * DAY_MS) },
      },
      select: { id: true, latitude: true, longitude: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RETRY_BATCH,
    });
    let found = 0;
    for (const report of waiting) {
      const place = await cachedReverseGeocode(report.latitude, report.longitude, "report-retry");
      if (place.address === GEOCODE_FALLBACK.address) continue;
      const { count } = await db.lessonReport.updateMany({
        where: { id: report.id, address: GEOCODE_FALLBACK.address },
        data: place,
      });
      found += count;
    }
    return found;
  } catch (error) {
    console.error("reports: address retry failed:", error instanceof Error ? error.message : error);
    return 0;
  }
}

/** Starts a retry run when none has run in the last 5 minutes on any instance. */
export async function retryReportAddressesWhenDue(): Promise<void> {
  try {
    const { count } = await hitRateLimit("housekeeping:report-addresses", RETRY_EVERY_SECONDS);
    if (count === 1) await retryReportAddresses();
  } catch (error) {
    console.error("reports: address retry failed:", error instanceof Error ? error.message : error);
  }
}

export interface ListLessonReportsOptions {
  /** Only the newest n (the admin overview shows 5). */
  limit?: number;
  classId?: string;
  commenterRole?: CommenterRole;
}

/**
 * Reports and observations in the actor's scope (an admin: all), newest first, author and school
 * populated: the newest `limit`, else every one up to LIST_CAP, streamed.
 */
export async function listLessonReports(actor: Actor, options: ListLessonReportsOptions = {}): Promise<Payload> {
  const where: Prisma.LessonReportWhereInput = {
    ...inSchoolsOf(actor),
    ...(options.classId ? { class: classOfRef(options.classId) } : {}),
    ...(options.commenterRole ? { commenterRole: options.commenterRole } : {}),
  };
  const order: Prisma.LessonReportOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  if (options.limit) {
    const [comments, total] = await Promise.all([
      db.lessonReport.findMany({ where, include: lessonReportInclude, orderBy: order, take: options.limit }),
      db.lessonReport.count({ where }),
    ]);
    return new Payload(JSON.stringify(comments.map(toLessonReportJson)), { type: "application/json", total });
  }
  return streamList({
    total: await db.lessonReport.count({ where }),
    batch: (last, limit) =>
      db.lessonReport.findMany({
        where: afterLast(where, last, (row) => ({
          OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: row.id } }],
        })),
        include: lessonReportInclude,
        orderBy: order,
        take: limit,
      }),
    toJson: toLessonReportJson,
  });
}
