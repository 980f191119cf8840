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

/**
 * Green Hills' subject teachers beside the demo teacher (who owns the school): members who teach some of
 * the primary curriculum's subjects in its classes (docs/design.md#classes-and-subjects). Same password.
 */
export const DEMO_SUBJECT_TEACHERS = [
  { username: "claudine", email: "claudine@demo.school" },
  { username: "eric", email: "eric@demo.school" },
];

/** Rwanda's primary curriculum, as Green Hills teaches it in every class beside the class's first subject. */
const PRIMARY_SUBJECTS = [
  "English",
  "Kinyarwanda",
  "Mathematics",
  "Science",
  "Social and Religious Studies",
  "French",
  "Creative Arts",
  "Physical Education",
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

/** School days in the demo's term so far (about 12 weeks), the five recent ones included. */
const TERM_WEEKDAYS = 60;

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
  const subjectTeachers = [];
  for (const account of DEMO_SUBJECT_TEACHERS) {
    subjectTeachers.push(
      await db.user.create({
        data: { ...account, role: "teacher", passwordHash: await hashPassword(DEMO_ACCOUNTS[1].password) },
      }),
    );
  }

  // Each demo school written out in full, as a reader of the seed wants to see it (data, not repeated logic).
  const schoolSpecs = [
    {
      owner: teacher,
      mentors: [mentor, ...subjectTeachers],
      // The class's other subjects, each taught by the owner or a subject teacher in turn.
      curriculum: PRIMARY_SUBJECTS,
      teachers: [teacher, ...subjectTeachers],
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
  // The rest of the term's registers, before those five days, drawn from a sequence of their own so the
  // five recent days (and the at-risk list they give) stay what they were.
  const termDays = recentWeekdays(TERM_WEEKDAYS).slice(days.length);
  const termRandom = sequence(7);
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

      if (!("curriculum" in spec) || !spec.curriculum || !spec.teachers) continue;
      const { curriculum, teachers } = spec;
      // Most children come nearly every day; one in seven misses often enough for the at-risk list.
      const presence = (index: number) => (index % 7 === 3 ? 0.74 : 0.95);
      await db.attendance.createMany({
        data: termDays.flatMap((date) =>
          students.map((student, index) => {
            const roll = termRandom();
            const present = presence(index);
            const status: AttendanceStatus =
              roll < present
                ? "present"
                : roll < present + 0.03
                  ? "late"
                  : roll < present + 0.045
                    ? "excused"
                    : "absent";
            const remarks = ATTENDANCE_REMARKS[status];
            const recordedById = spec.owner.id;
            return {
              studentId: student.id,
              classId: klass.id,
              schoolId: school.id,
              date,
              status,
              remarks,
              recordedById,
            };
          }),
        ),
      });
      // Each child's level holds across subjects and exams (a drop of 15 points is what flags, not noise).
      const level = new Map(students.map((student) => [student.id, 50 + Math.floor(termRandom() * 40)]));
      const score = (studentId: string, exam: number) =>
        Math.min(100, Math.max(1, level.get(studentId)! + Math.floor(termRandom() * 13) - 6 + exam * 2));
      const others = curriculum.filter((name) => name !== subject.name);
      for (const [index, name] of others.entries()) {
        const taught = await db.subject.upsert({
          where: { schoolId_name: { schoolId: school.id, name } },
          create: { schoolId: school.id, name },
          update: {},
        });
        const by = teachers[(index + 1) % teachers.length];
        await db.classSubject.create({
          data: {
            classId: klass.id,
            subjectId: taught.id,
            schoolId: school.id,
            teachers: { create: { userId: by.id } },
          },
        });
        await db.mark.createMany({
          data: students.flatMap((student) =>
            (["BEGINNING_TERM", "MIDTERM"] as const).map((examType, exam) => ({
              studentId: student.id,
              subjectId: taught.id,
              classId: klass.id,
              schoolId: school.id,
              teacherId: by.id,
              examType,
              totalMarks: score(student.id, exam),
              academicYear: academicYearOf(
                isoDay(30 - exam * 14)
                  .toISOString()
                  .slice(0, 10),
              ),
              academicTerm: "FIRST_TERM" as const,
              examDate: isoDay(30 - exam * 14),
            })),
          ),
        });
      }
    }
  }
  return true;
}
