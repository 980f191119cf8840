import { z } from "zod";
import { id, optionalId, optionalText, requiredText, type Loose } from "@/lib/validation/common";

export const listClassesQuery = z.object({ schoolId: id("Invalid school id").optional() });
export type ListClassesQuery = z.infer<typeof listClassesQuery>;

export const SELECT_SCHOOL = "Please select a school";

/**
 * docs/product-spec.md#validation, checked in this order: class name, subject name, class room, school. The school may be
 * left out by an admin only (the original client's admin 'Add Class' has no school field): the
 * service then uses the admin's primary school, else the first school.
 */
export const createClassSchema = z.object({
  className: requiredText("Class name is required", 100),
  subjectName: requiredText("Subject name is required", 100),
  classRoom: requiredText("Class room is required", 100),
  schoolId: optionalId(SELECT_SCHOOL),
  classCredit: optionalText(50),
});
/** The attendance screen's form always names the school (a teacher must). */
export const classFormSchema = createClassSchema.extend({ schoolId: id(SELECT_SCHOOL) });
export type CreateClassInput = Loose<z.infer<typeof createClassSchema>>;
