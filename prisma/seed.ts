import { hashPassword } from "@/lib/auth/password";
import { academicYearOf } from "@/lib/academic-years";
import { ATTENDANCE_REMARKS, ATTENDANCE_STATUSES, type AttendanceStatus } from "@/lib/constants";
import type { Db } from "@/lib/db";

export const DEMO_ACCOUNTS = [
  { username: "admin", password: "schooladmin1", role: "admin" as const, email: "admin@demo.school" },
  { username: "teacher", password: "teacher123", role: "teacher" as const, email: "teacher@demo.school" },
  { username: "teacher2", password: "teacher123", role: "teacher" as const, email: "teacher2@demo.school" },
  { username: "mentor", password: "mentor123", role: "mentor" as const, email: "mentor@demo.school" },
];

const FIRST = [
  "Amina",
  "Brian",
  "Chloe",
  "David",
  "Esther",
  "Felix",
  "Grace",
  "Hassan",
  "Irene",
  "Jonas",
  "Keza",
  "Liam",
  "Maya",
  "Noah",
  "Olive",
];
const LAST = ["Uwase", "Mugisha", "Ishimwe", "Habimana", "Ingabire", "Niyonzima"];

/** Deterministic pseudo-random numbers, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function isoDay(offsetDays: number): Date {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() - offsetDays);
  return date;
}

/** The last `count` weekdays before today (today excluded, so a demo teacher can take today's attendance). */
function recentWeekdays(count: number): Date[] {
  const days: Date[] = [];
  for (let offset = 1; days.length < count; offset++) {
    const day = isoDay(offset);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day);
  }
  return days;
}

/** Seeds the demo data once: returns false (and writes nothing) when the database already has users. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if ((await db.user.count()) > 0) return false;
  const random = sequence(42);

  const users = [];
  for (const account of DEMO_ACCOUNTS) {
    users.push(
      await db.user.create({
        data: {
          username: account.username,
          email: account.email,
          role: account.role,
          passwordHash: await hashPassword(account.password),
        },
      }),
    );
  }
  const [, teacher, teacher2, mentor] = users;

  // Each demo school written out in full, as a reader of the seed wants to see it (data, not repeated logic).
  const schoolSpecs = [
    {
      owner: teacher,
      mentors: [mentor],
      data: {
        name: "Green Hills Primary School",
        address: "KG 12 Ave, Kigali",
        phone: "+250 788 100 200",
        email: "office@greenhills.example",
        principal: "Jeanne Mukamana",
        establishedYear: 1998,
        description: "A public primary school serving Gasabo district.",
        latitude: -1.9441,
        longitude: 30.0619,
      },
      classes: [
        { className: "P4 A", subject: "Mathematics", classRoom: "Room 4", students: 8 },
        { className: "P5 B", subject: "English", classRoom: "Room 7", students: 8 },
        { className: "P6 A", subject: "Science", classRoom: "Lab 1", students: 6 },
      ],
    },
    {
      owner: teacher2,
      data: {
        name: "Lakeside Secondary School",
        address: "Rubavu, Western Province",
        phone: "+250 788 300 400",
        email: "info@lakeside.example",
        principal: "Eric Nshimiyimana",
        establishedYear: 2005,
        description: "Secondary school by Lake Kivu.",
        latitude: -1.6792,
        longitude: 29.2598,
      },
      classes: [
        { className: "S1", subject: "Biology", classRoom: "Block B-2", students: 5 },
        { className: "S2", subject: "Physics", classRoom: "Block C-1", students: 5 },
      ],
    },
  ];

  const days = recentWeekdays(5);
  let nameIndex = 0;
  for (const spec of schoolSpecs) {
    const members = [spec.owner, ...(("mentors" in spec && spec.mentors) || [])].map((user) => ({ userId: user.id }));
    const school = await db.school.create({
      data: { ...spec.data, createdById: spec.owner.id, memberships: { create: members } },
    });
    for (const classSpec of spec.classes) {
      const subject = await db.subject.upsert({
        where: { schoolId_name: { schoolId: school.id, name: classSpec.subject } },
        create: { schoolId: school.id, name: classSpec.subject },
        update: {},
      });
      const klass = await db.class.create({
        data: {
          schoolId: school.id,
          className: classSpec.className,
          classRoom: classSpec.classRoom,
          createdById: spec.owner.id,
        },
      });
      // Its first subject has the class's id (prisma/schema.prisma#ClassSubject), taught by the owner.
      await db.classSubject.create({
        data: {
          id: klass.id,
          classId: klass.id,
          subjectId: subject.id,
          schoolId: school.id,
          teachers: { create: { userId: spec.owner.id } },
        },
      });
      await db.student.createMany({
        data: Array.from({ length: classSpec.students }, () => {
          const name = `${FIRST[nameIndex % FIRST.length]} ${LAST[Math.floor(nameIndex / FIRST.length + nameIndex) % LAST.length]}`;
          nameIndex++;
          return { studentName: name, classId: klass.id, schoolId: school.id, createdById: spec.owner.id };
        }),
      });
      const students = await db.student.findMany({ where: { classId: klass.id }, orderBy: { studentName: "asc" } });

      await db.attendance.createMany({
        data: days.flatMap((date) =>
          students.map((student) => {
            const roll = random();
            const status: AttendanceStatus =
              roll < 0.78 ? "present" : roll < 0.88 ? "late" : roll < 0.94 ? "absent" : ATTENDANCE_STATUSES[3];
            return {
              studentId: student.id,
              classId: klass.id,
              schoolId: school.id,
              date,
              status,
              remarks: ATTENDANCE_REMARKS[status],
              recordedById: spec.owner.id,
            };
          }),
        ),
      });
      await db.mark.createMany({
        data: students.flatMap((student) =>
          (["BEGINNING_TERM", "MIDTERM"] as const).map((examType, index) => ({
            studentId: student.id,
            subjectId: subject.id,
            classId: klass.id,
            schoolId: school.id,
            teacherId: spec.owner.id,
            examType,
            totalMarks: 40 + Math.floor(random() * 60),
            // The school year the exam day falls in (September start), never a fixed year.
            academicYear: academicYearOf(
              isoDay(30 - index * 14)
                .toISOString()
                .slice(0, 10),
            ),
            academicTerm: "FIRST_TERM" as const,
            examDate: isoDay(30 - index * 14),
          })),
        ),
      });
      await db.lessonReport.create({
        data: {
          teacherId: spec.owner.id,
          schoolId: school.id,
          classId: klass.id,
          subjectId: subject.id,
          className: klass.className,
          subjectName: subject.name,
          numberOfStudents: students.length,
          successStory: `Most of ${klass.className} solved the ${subject.name.toLowerCase()} exercises on their own today.`,
          challenge: "Two learners arrived late because of the rain; we will revise the first half tomorrow.",
          date: days[0],
          latitude: spec.data.latitude + 0.0004,
          longitude: spec.data.longitude - 0.0003,
          accuracy: 12,
          capturedAt: days[0],
          address: spec.data.address,
          city: spec.data.address.split(",").pop()?.trim() ?? "Unknown City",
          state: "Unknown State",
          country: "Rwanda",
          distanceKm: 0.05,
        },
      });
    }
  }
  return true;
}
