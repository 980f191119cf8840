import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants";
import { haversineKm } from "@/lib/geo/distance";
import type { GeocodedAddress } from "@/lib/geo/reverse-geocode";
import { cachedReverseGeocode } from "@/lib/services/geocode";
import { ApiError } from "@/lib/http/api-error";
import { classInclude } from "@/lib/services/classes";
import { toCommentJson } from "@/lib/services/comment-json";
import { toClassJson, toSubjectJson } from "@/lib/services/json";
import { inSchoolsOf, requireSchool } from "@/lib/services/scope";
import { afterLast, streamList } from "@/lib/services/list-stream";
import { sameText } from "@/lib/services/text-match";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CommenterRole } from "@/lib/validation/comment-messages";
import type { CreateComment, CreateMentorComment } from "@/lib/validation/comments";
import { fromIsoDay } from "@/lib/services/days";

const commentInclude = {
  teacher: { select: { id: true, username: true, email: true, role: true } },
  school: { select: { id: true, name: true, createdById: true } },
} as const;

/** The classes of one of the actor's schools, for the comment form's class select (404 if not theirs). */
export async function listSchoolClassesForComment(actor: Actor, schoolId: string) {
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

const usable = (value: string | undefined, fallback: string) => (value && value !== fallback ? value : undefined);

/**
 * The address to store: what the browser showed the teacher (it came from GET /api/geocode), else a
 * server-side lookup. reverseGeocode never throws and times out quickly, so a report is never lost
 * to the geocoder: the worst case is the spec's 'Unknown …' fallbacks.
 */
async function addressFor(gps: CreateComment["_gpsLocation"]): Promise<GeocodedAddress> {
  const address = usable(gps.address, GEOCODE_FALLBACK.address);
  if (!address) return cachedReverseGeocode(gps.latitude, gps.longitude);
  return {
    address,
    city: usable(gps.city, GEOCODE_FALLBACK.city) ?? GEOCODE_FALLBACK.city,
    state: usable(gps.state, GEOCODE_FALLBACK.state) ?? GEOCODE_FALLBACK.state,
    country: usable(gps.country, GEOCODE_FALLBACK.country) ?? GEOCODE_FALLBACK.country,
  };
}

/** What a mentor's lesson observation adds to the shared fields. */
type Observation = Pick<CreateMentorComment, "modelLesson" | "lessonObservation">;

/**
 * Files a teacher's daily class report, or with `observation` a mentor's lesson observation. The
 * author is the actor; the school must be one of theirs and the class and subject must belong to it
 * (matched by name, as the form sends them).
 */
export async function createComment(actor: Actor, input: CreateComment, observation?: Observation) {
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
  if (classes.length === 0) throw new ApiError(404, "Class not found in the selected school");
  if (!subject) throw new ApiError(404, "Subject not found in the selected school");
  const klass = classes.find((c) => c.subjectId === subject.id) ?? classes[0];

  const gps = input._gpsLocation;
  const place = await addressFor(gps);
  const distanceKm =
    school.latitude !== null && school.longitude !== null
      ? haversineKm({ latitude: school.latitude, longitude: school.longitude }, gps)
      : null;

  const comment = await db.comment.create({
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
    include: commentInclude,
  });
  return toCommentJson(comment);
}

export interface ListCommentsOptions {
  /** Only the newest n (the admin overview shows 5). */
  limit?: number;
  classId?: string;
  commenterRole?: CommenterRole;
}

/**
 * Reports and observations in the actor's scope (an admin: all), newest first, author and school
 * populated: the newest `limit`, else every one up to LIST_CAP, streamed.
 */
export async function listAllComments(actor: Actor, options: ListCommentsOptions = {}): Promise<Response> {
  const where: Prisma.CommentWhereInput = {
    ...inSchoolsOf(actor),
    ...(options.classId ? { classId: options.classId } : {}),
    ...(options.commenterRole ? { commenterRole: options.commenterRole } : {}),
  };
  const order: Prisma.CommentOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  if (options.limit) {
    const [comments, total] = await Promise.all([
      db.comment.findMany({ where, include: commentInclude, orderBy: order, take: options.limit }),
      db.comment.count({ where }),
    ]);
    return Response.json(comments.map(toCommentJson), { headers: { "X-Total-Count": String(total) } });
  }
  return streamList({
    total: await db.comment.count({ where }),
    batch: (last, limit) =>
      db.comment.findMany({
        where: afterLast(where, last, (row) => ({
          OR: [{ createdAt: { lt: row.createdAt } }, { createdAt: row.createdAt, id: { lt: row.id } }],
        })),
        include: commentInclude,
        orderBy: order,
        take: limit,
      }),
    toJson: toCommentJson,
  });
}
