import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";
import { id, optionalId, optionalText, type Loose } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";

export const listClassesQuery = z.object({ schoolId: id("school-id-invalid").optional() });
export type ListClassesQuery = z.infer<typeof listClassesQuery>;

export const SELECT_SCHOOL = "select-school";

/** A class's three names under the names' rule; `required` is each one's message when missing. */
export const classNames = (required: { className: ProblemCode; subjectName: ProblemCode; classRoom: ProblemCode }) => ({
  className: humanName({ field: "className", required: required.className, max: 100 }),
  subjectName: humanName({ field: "subjectName", required: required.subjectName, max: 100 }),
  classRoom: humanName({ field: "classRoom", required: required.classRoom, max: 100 }),
});

/**
 * docs/product-spec.md#validation, checked in this order: class name, subject name, class room, school. The school may be
 * left out by an admin only (the original client's admin 'Add Class' has no school field): the
 * service then uses the admin's primary school, else the first school.
 */
export const createClassSchema = z.object({
  ...classNames({
    className: "class-name-required",
    subjectName: "subject-name-required",
    classRoom: "class-room-required",
  }),
  schoolId: optionalId(SELECT_SCHOOL),
  classCredit: optionalText(50),
});
/** The attendance screen's form always names the school (a teacher must). */
export const classFormSchema = createClassSchema.extend({ schoolId: id(SELECT_SCHOOL) });
export type CreateClassInput = Loose<z.infer<typeof createClassSchema>>;

/** At most this many teachers for one subject of a class. */
export const MAX_SUBJECT_TEACHERS = 10;

/** PUT /api/classes/{id}/teachers: the subject's teachers, replacing the list before (bounded above). */
export const subjectTeachersBody = z.object({
  teacherIds: z
    .array(id("id-invalid"), { error: "invalid-input" })
    .max(MAX_SUBJECT_TEACHERS, "subject-teachers-too-many"),
});
