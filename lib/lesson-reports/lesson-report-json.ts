// Contract shape of a lesson report (docs/product-spec.md#entities "Comment (as read)", the contract's
// name for it), beside json.ts's other shapes.
import type { LessonReport, School, User } from "@/lib/generated/prisma/client";
import { toIsoDay } from "@/lib/days";

export type LessonReportWithRefs = LessonReport & {
  teacher: Pick<User, "id" | "username" | "email" | "role">;
  school: Pick<School, "id" | "name" | "createdById">;
};

/** docs/product-spec.md#entities "Comment (as read)": teacher and school populated, location under `gpsLocation`. */
const shape = (comment: LessonReportWithRefs) => ({
  _id: comment.id,
  className: comment.className,
  subjectName: comment.subjectName,
  classId: comment.classId,
  subjectId: comment.subjectId,
  numberOfStudents: comment.numberOfStudents,
  successStory: comment.successStory,
  challenge: comment.challenge,
  // 'teacher' for a daily class report, 'mentor' for a lesson observation (which adds the two fields).
  commenterRole: comment.commenterRole,
  modelLesson: comment.modelLesson,
  lessonObservation: comment.lessonObservation,
  date: toIsoDay(comment.date),
  teacherId: {
    _id: comment.teacher.id,
    username: comment.teacher.username,
    email: comment.teacher.email,
    role: comment.teacher.role,
  },
  schoolId: { _id: comment.school.id, name: comment.school.name, createdBy: comment.school.createdById },
  createdAt: comment.createdAt.toISOString(),
  gpsLocation: {
    source: "gps" as const,
    type: "gps" as const,
    coordinates: {
      latitude: comment.latitude,
      longitude: comment.longitude,
      accuracy: comment.accuracy,
      altitude: comment.altitude,
      altitudeAccuracy: comment.altitudeAccuracy,
      heading: comment.heading,
      speed: comment.speed,
    },
    address: { fullAddress: comment.address, city: comment.city, state: comment.state, country: comment.country },
    timestamp: (comment.capturedAt ?? comment.createdAt).toISOString(),
  },
  // What the server worked out about where the report was filed (null when the school has no coordinates).
  tracking: { distanceFromSchoolKm: comment.distanceKm === null ? null : Math.round(comment.distanceKm * 1000) / 1000 },
});

type Shape = ReturnType<typeof shape>;
/** A teacher's daily class report as read: success story and challenge (the observation fields are null). */
export type DailyReport = Omit<Shape, "commenterRole"> & { commenterRole: "teacher" };
/** A mentor's lesson observation as read: model lesson and lesson observation, story and challenge optional. */
export type LessonObservation = Omit<Shape, "commenterRole"> & { commenterRole: "mentor" };
/** Either, told apart by `commenterRole` (the contract's field). */
export type LessonReportJson = DailyReport | LessonObservation;

export const toLessonReportJson = (comment: LessonReportWithRefs): LessonReportJson => shape(comment);
