// Contract shape of a lesson report (docs/product-spec.md#entities "Comment (as read)", the contract's
// name for it), beside json.ts's other shapes.
import type { LessonReport, School, User } from "@/lib/generated/prisma/client";
import { toIsoDay } from "@/lib/days";

export type LessonReportWithRefs = LessonReport & {
  teacher: Pick<User, "id" | "username" | "email" | "role">;
  school: Pick<School, "id" | "name" | "createdById">;
};

/** docs/product-spec.md#entities "Comment (as read)": teacher and school populated, location under `gpsLocation`. */
const shape = (report: LessonReportWithRefs) => ({
  _id: report.id,
  className: report.className,
  subjectName: report.subjectName,
  classId: report.classId,
  subjectId: report.subjectId,
  numberOfStudents: report.numberOfStudents,
  successStory: report.successStory,
  challenge: report.challenge,
  // 'teacher' for a daily class report, 'mentor' for a lesson observation (which adds the two fields).
  commenterRole: report.commenterRole,
  modelLesson: report.modelLesson,
  lessonObservation: report.lessonObservation,
  date: toIsoDay(report.date),
  teacherId: {
    _id: report.teacher.id,
    username: report.teacher.username,
    email: report.teacher.email,
    role: report.teacher.role,
  },
  schoolId: { _id: report.school.id, name: report.school.name, createdBy: report.school.createdById },
  createdAt: report.createdAt.toISOString(),
  gpsLocation: {
    source: "gps" as const,
    type: "gps" as const,
    coordinates: {
      latitude: report.latitude,
      longitude: report.longitude,
      accuracy: report.accuracy,
      altitude: report.altitude,
      altitudeAccuracy: report.altitudeAccuracy,
      heading: report.heading,
      speed: report.speed,
    },
    address: { fullAddress: report.address, city: report.city, state: report.state, country: report.country },
    timestamp: (report.capturedAt ?? report.createdAt).toISOString(),
  },
  // What the server worked out about where the report was filed (null when the school has no coordinates).
  tracking: { distanceFromSchoolKm: report.distanceKm === null ? null : Math.round(report.distanceKm * 1000) / 1000 },
});

type Shape = ReturnType<typeof shape>;
/** A teacher's daily class report as read: success story and challenge (the observation fields are null). */
export type DailyReport = Omit<Shape, "commenterRole"> & { commenterRole: "teacher" };
/** A mentor's lesson observation as read: model lesson and lesson observation, story and challenge optional. */
export type LessonObservation = Omit<Shape, "commenterRole"> & { commenterRole: "mentor" };
/** Either, told apart by `commenterRole` (the contract's field). */
export type LessonReportJson = DailyReport | LessonObservation;

export const toLessonReportJson = (report: LessonReportWithRefs): LessonReportJson => shape(report);
