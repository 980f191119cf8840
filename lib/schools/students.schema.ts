import { z } from "zod";
import { id, optionalId } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";
import { studentProfileFields } from "@/lib/schools/guardians.schema";

export const listStudentsQuery = z.object({
  classId: id("class-id-invalid").optional(),
  schoolId: id("school-id-invalid").optional(),
});
export type ListStudentsQuery = z.infer<typeof listStudentsQuery>;

/** docs/product-spec.md#validation: name and class required, school optional (it is the class's school anyway). */
export const createStudentSchema = z.object({
  studentName: humanName({ field: "studentName", required: "student-name-required", max: 120 }),
  classId: id("class-required"),
  schoolId: optionalId("school-id-invalid"),
});
export type CreateStudentInput = z.infer<typeof createStudentSchema>;

/** The student's Edit: a new name and/or class, and the profile (docs/product-spec.md#guardians); null clears a profile field. */
export const updateStudentSchema = createStudentSchema
  .pick({ studentName: true, classId: true })
  .partial()
  .extend(studentProfileFields);
export type UpdateStudentInput = z.infer<typeof updateStudentSchema>;
