import { z } from "zod";
import { id, optionalId } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";
import { studentProfileFields } from "@/lib/validation/guardians";

export const listStudentsQuery = z.object({
  classId: id("Invalid class id").optional(),
  schoolId: id("Invalid school id").optional(),
});
export type ListStudentsQuery = z.infer<typeof listStudentsQuery>;

/** docs/product-spec.md#validation: name and class required, school optional (it is the class's school anyway). */
export const createStudentSchema = z.object({
  studentName: humanName({ field: "Student name", required: "Student name is required", max: 120 }),
  classId: id("Class selection is required"),
  schoolId: optionalId("Invalid school id"),
});
export type CreateStudentInput = z.infer<typeof createStudentSchema>;

/** The student's Edit: a new name and/or class, and the profile (docs/product-spec.md#guardians); null clears a profile field. */
export const updateStudentSchema = createStudentSchema
  .pick({ studentName: true, classId: true })
  .partial()
  .extend(studentProfileFields);
export type UpdateStudentInput = z.infer<typeof updateStudentSchema>;
