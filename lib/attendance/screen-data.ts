// What a teacher screen shows first, read while the server renders it (components/data/server-data.tsx
// hands it to the screen's SWR hooks): a phone on a slow network gets a usable screen with the page
// instead of one or two more round trips after it.
import type { Actor } from "@/lib/auth/permissions";
import { CLASSES_KEY, SCHOOLS_KEY, classAttendanceKey, studentsKey } from "@/lib/api-keys";
import { listClassAttendance } from "@/lib/attendance/attendance";
import { dayIn } from "@/lib/days";
import { listClasses } from "@/lib/schools/classes";
import { schoolTimeZone, validTimeZone } from "@/lib/schools/school-time-zone";
import { asJson, listSchools } from "@/lib/schools/schools";
import { readStudents } from "@/lib/schools/students";

/**
 * The attendance screen: the answers of its first requests, keyed by their API URL: the schools, the classes, and
 * for the class the teacher used last (else the first) its students and its records of today in its
 * school's time zone. The browser asks for the records of its own today: on the rare phone whose
 * date differs from the school's, that one request still goes out.
 */
export async function attendanceScreenData(actor: Actor, rememberedClassId: string | undefined) {
  const [schools, classes] = await Promise.all([listSchools(actor), listClasses(actor)]);
  const data: Record<string, unknown> = { [SCHOOLS_KEY]: asJson({ data: schools }), [CLASSES_KEY]: asJson(classes) };
  // The classes come as entries, one per subject; the register is the class's (lib/schools/classes.client.ts#classesOf).
  const klass = classes.find((c) => c.classId === rememberedClassId) ?? classes[0];
  const renderedAt = Date.now();
  if (!klass) return { classId: null, today: null, data, renderedAt };

  const zone = schools.find((school) => school._id === klass.schoolId._id)?.timeZone;
  const today = dayIn(zone ? validTimeZone(zone) : await schoolTimeZone(klass.schoolId._id));
  const [students, records] = await Promise.all([
    readStudents(actor, { classId: klass.classId }),
    listClassAttendance(actor, klass.classId, today),
  ]);
  data[studentsKey(klass.classId)] = asJson(students);
  data[classAttendanceKey(klass.classId, today)] = asJson(records);
  return { classId: klass.classId, today, data, renderedAt };
}
