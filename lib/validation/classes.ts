import { z } from "zod";
import { id, optionalText, requiredText, type Loose } from "@/lib/validation/common";

export const listClassesQuery = z.object({ schoolId: id("Invalid school id").optional() });
export type ListClassesQuery = z.infer<typeof listClassesQuery>;

/** Spec §5, checked in this order: class name, subject name, class room, school. */
export const createClassSchema = z.object({
  className: requiredText("Class name is required", 100),
  subjectName: requiredText("Subject name is required", 100),
  classRoom: requiredText("Class room is required", 100),
  schoolId: id("Please select a school"),
  classCredit: optionalText(50),
});
export type CreateClassInput = Loose<z.infer<typeof createClassSchema>>;
