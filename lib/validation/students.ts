import { z } from "zod";
import { id, optionalId, requiredText } from "@/lib/validation/common";

export const listStudentsQuery = z.object({
  classId: id("Invalid class id").optional(),
  schoolId: id("Invalid school id").optional(),
});
export type ListStudentsQuery = z.infer<typeof listStudentsQuery>;

/** docs/product-spec.md#validation: name and class required, school optional (it is the class's school anyway). */
export const createStudentSchema = z.object({
  studentName: requiredText("Student name is required", 120),
  classId: id("Class selection is required"),
  schoolId: optionalId("Invalid school id"),
});
export type CreateStudentInput = z.infer<typeof createStudentSchema>;

/** The class-students modal's Edit: a new name and/or a new class. */
export const updateStudentSchema = createStudentSchema.pick({ studentName: true, classId: true }).partial();
export type UpdateStudentInput = z.infer<typeof updateStudentSchema>;
