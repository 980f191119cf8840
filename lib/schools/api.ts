import { route } from "@/lib/http/route";
import { createSchool, listSchools, setPrimarySchool, updateSchool } from "@/lib/schools/schools";
import { createClass, listClasses } from "@/lib/schools/classes";
import { createClassSchema, listClassesQuery, subjectTeachersBody } from "@/lib/schools/classes.schema";
import { getClassSubjects, listClassReviews, setSubjectTeachers } from "@/lib/schools/class-subjects";
import { createSchoolSchema, setPrimarySchoolSchema, updateSchoolSchema } from "@/lib/schools/schools.schema";
import { readBytesAtMost } from "@/lib/http/read-body";
import { LOGO_MAX_BYTES, deleteLogo, getLogo, saveLogo } from "@/lib/schools/school-logo";
import { schoolParams } from "@/lib/validation/common";
import {
  createStudent,
  getStudent,
  listStudents,
  replaceStudentGuardians,
  updateStudent,
} from "@/lib/schools/students";
import { id, idParams } from "@/lib/validation/common";
import { guardiansBody } from "@/lib/schools/guardians.schema";
import { createStudentSchema, listStudentsQuery, updateStudentSchema } from "@/lib/schools/students.schema";
import { z } from "zod";
import { throttleImport } from "@/lib/csv/limits";
import { CSV_IMPORT_BODY } from "@/lib/csv/read";
import { readCsvBody } from "@/lib/http/csv-body";
import { importResponse } from "@/lib/http/import-response";
import { importStudents } from "@/lib/schools/students-import";
import { studentsImportQuery } from "@/lib/validation/csv-import";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The schools feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const schoolsApi = {
  "/api/classes": {
    // GET /api/classes — the actor's classes with school populated (admins: all)
    GET: route({ role: "signed-in", query: listClassesQuery }, async ({ actor, query }) => listClasses(actor, query)),
    // POST /api/classes — create a class in one of the actor's schools (its subject is created when new)
    POST: route({ role: "signed-in", body: createClassSchema, status: 201 }, async ({ actor, body, tx }) =>
      createClass(actor, body, tx),
    ),
  },
  "/api/classes/[id]/subjects": {
    // GET /api/classes/{id}/subjects — the class (id: a class's or a subject entry's) with its subjects and teachers
    GET: route({ role: "signed-in", params: idParams }, async ({ actor, params }) =>
      getClassSubjects(actor, params.id),
    ),
  },
  "/api/classes/[id]/teachers": {
    // PUT /api/classes/{id}/teachers — an admin sets who teaches one subject of a class (id: the entry's)
    PUT: route({ role: "admin", params: idParams, body: subjectTeachersBody }, async ({ actor, params, body, tx }) =>
      setSubjectTeachers(actor, params.id, body.teacherIds, tx),
    ),
  },
  "/api/classes/available-schools": {
    // GET /api/classes/available-schools — the actor's schools, primary first, as { data }
    GET: route({ role: "signed-in" }, async ({ actor }) => ({ data: await listSchools(actor) })),
  },
  "/api/classes/teacher-school": {
    // POST /api/classes/teacher-school — create a school; the creator becomes a member
    POST: route({ role: "signed-in", body: createSchoolSchema, status: 201 }, async ({ actor, body, tx }) =>
      createSchool(actor, body, tx),
    ),
  },
  "/api/schools/[id]/logo": {
    // GET /api/schools/{id}/logo — the school's logo image (members and admins)
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => getLogo(actor, params.id)),
    // PUT /api/schools/{id}/logo — admins upload a PNG or JPEG of at most 200 kB (checked by its bytes)
    PUT: route({ role: "admin", params: schoolParams }, async ({ actor, params, request }) =>
      saveLogo(actor, params.id, () => readBytesAtMost(request, LOGO_MAX_BYTES, "logo-too-large")),
    ),
    // DELETE /api/schools/{id}/logo — admins remove the logo
    DELETE: route({ role: "admin", params: schoolParams }, async ({ actor, params }) => deleteLogo(actor, params.id)),
  },
  "/api/schools/[id]/class-reviews": {
    // GET /api/schools/{id}/class-reviews — admins: classes of one name the move to many subjects left apart
    GET: route({ role: "admin", params: schoolParams }, async ({ actor, params }) =>
      listClassReviews(actor, params.id),
    ),
  },
  "/api/schools/my-school": {
    // PUT /api/schools/my-school — edit a school the actor belongs to (admins: any); body carries its _id.
    // Teachers and admins ("daily-report"): a mentor observes a school, it is not theirs to rename (403).
    PUT: route({ role: "daily-report", body: updateSchoolSchema }, async ({ actor, body }) =>
      updateSchool(actor, body),
    ),
  },
  "/api/schools/primary": {
    // PUT /api/schools/primary — remember the actor's primary school (listed first everywhere)
    PUT: route({ role: "signed-in", body: setPrimarySchoolSchema }, async ({ actor, body }) =>
      setPrimarySchool(actor, body.schoolId),
    ),
  },
  "/api/students": {
    // GET /api/students — the actor's students with class populated, optionally ?classId= or ?schoolId=
    GET: route({ role: "signed-in", query: listStudentsQuery }, async ({ actor, query }) => listStudents(actor, query)),
    // POST /api/students — add a student to a class of the actor's schools
    POST: route({ role: "signed-in", body: createStudentSchema, status: 201 }, async ({ actor, body, tx }) =>
      createStudent(actor, body, tx),
    ),
  },
  "/api/students/[id]": {
    // GET /api/students/{id} — one student with the profile and guardians (contacts masked for mentors)
    GET: route({ role: "signed-in", params: idParams }, async ({ actor, params }) => getStudent(actor, params.id)),
    // PUT /api/students/{id} — rename a student, move them to another class, and/or change the profile
    PUT: route({ role: "signed-in", params: idParams, body: updateStudentSchema }, async ({ actor, params, body }) =>
      updateStudent(actor, params.id, body),
    ),
  },
  "/api/students/[id]/guardians": {
    // PUT /api/students/{id}/guardians — replace the student's guardians (at most 3); answers the student
    PUT: route({ role: "signed-in", params: idParams, body: guardiansBody }, async ({ actor, params, body }) =>
      replaceStudentGuardians(actor, params.id, body),
    ),
  },
  "/api/students/class/[classId]": {
    // GET /api/students/class/{classId} — one class's students (the original client's marks entry), streamed
    GET: route(
      { role: "signed-in", params: z.object({ classId: id("class-id-unknown") }) },
      async ({ actor, params }) => listStudents(actor, { classId: params.classId }),
    ),
  },
  "/api/students/import": {
    // POST /api/students/import?classId=&commit= — a class roster from CSV: preview by default, commit=true writes all or none
    POST: route(
      { role: "signed-in", query: studentsImportQuery, rawBody: CSV_IMPORT_BODY },
      async ({ actor, query, request, tx }) => {
        await throttleImport(actor, tx);
        return importResponse(
          await importStudents(actor, query.classId, () => readCsvBody(request), query.commit, tx),
          query.commit,
        );
      },
    ),
  },
} satisfies ApiRoutes;
