import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { haversineKm } from "@/lib/geo/distance";
import { addressFor, retryReportAddressesWhenDue } from "@/lib/services/report-addresses";
import { problem } from "@/lib/http/api-error";
import { classInclude } from "@/lib/services/classes";
import { toLessonReportJson } from "@/lib/services/lesson-report-json";
import { toClassJson, toSubjectJson } from "@/lib/services/json";
import { inSchoolsOf, requireSchool } from "@/lib/services/scope";
import { afterLast, streamList } from "@/lib/services/list-stream";
import { sameText } from "@/lib/services/text-match";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CommenterRole } from "@/lib/validation/lesson-report-messages";
import type { CreateDailyReport, CreateObservation } from "@/lib/validation/lesson-reports";
import { fromIsoDay } from "@/lib/days";
import { afterAnswer } from "@/lib/services/after-answer";

const lessonReportInclude = {
  teacher: { select: { id: true, username: true, email: true, role: true } },
  school: { select: { id: true, name: true, createdById: true } },
} as const;

/** The classes of one of the actor's schools, for the report form's class select (404 if not theirs). */
export async function listSchoolClassesForReport(actor: Actor, schoolId: string) {
  await requireSchool(actor, schoolId);
  const classes = await db.class.findMany({
    where: { schoolId },
    include: classInclude,
    orderBy: [{ className: "asc" }, { subject: { name: "asc" } }],
  });
  return classes.map(toClassJson);
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

/** What a mentor's lesson observation adds to the fields it shares with a daily report. */
type ObservationFields = Pick<CreateObservation, "modelLesson" | "lessonObservation">;

/** POST /api/comments: a teacher's daily class report, by the actor. */
export function fileDailyReport(actor: Actor, input: CreateDailyReport) {
  return fileLessonReport(actor, input);
}

/** POST /api/comments/mentor: a mentor's lesson observation, by the actor. */
export function fileObservation(actor: Actor, input: CreateObservation) {
  const { modelLesson, lessonObservation, ...shared } = input;
  return fileLessonReport(actor, shared, { modelLesson, lessonObservation });
}

/**
 * Files a daily report, or with `observation` a lesson observation. The author is the actor; the school
 * must be one of theirs and the class and subject must belong to it (matched by name, as the form sends
 * them).
 */
async function fileLessonReport(actor: Actor, input: CreateDailyReport, observation?: ObservationFields) {
  const [school, subject, classes] = await Promise.all([
    requireSchool(actor, input.schoolId),
    db.subject.findFirst({
      where: { schoolId: input.schoolId, name: sameText(input.subjectName) },
      select: { id: true, name: true },
    }),
    db.class.findMany({
      where: { schoolId: input.schoolId, className: sameText(input.className) },
      select: { id: true, className: true, subjectId: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  if (classes.length === 0) throw problem("class-not-in-school");
  if (!subject) throw problem("subject-not-in-school");
  const klass = classes.find((c) => c.subjectId === subject.id) ?? classes[0];

  const gps = input._gpsLocation;
  const place = await addressFor(actor, gps);
  const distanceKm =
    school.latitude !== null && school.longitude !== null
      ? haversineKm({ latitude: school.latitude, longitude: school.longitude }, gps)
      : null;

  const report = await db.lessonReport.create({
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
      date: fromIsoDay(input.date),
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
export async function listLessonReports(actor: Actor, options: ListLessonReportsOptions = {}): Promise<Response> {
  const where: Prisma.LessonReportWhereInput = {
    ...inSchoolsOf(actor),
    ...(options.classId ? { classId: options.classId } : {}),
    ...(options.commenterRole ? { commenterRole: options.commenterRole } : {}),
  };
  const order: Prisma.LessonReportOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  if (options.limit) {
    const [comments, total] = await Promise.all([
      db.lessonReport.findMany({ where, include: lessonReportInclude, orderBy: order, take: options.limit }),
      db.lessonReport.count({ where }),
    ]);
    return Response.json(comments.map(toLessonReportJson), { headers: { "X-Total-Count": String(total) } });
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
