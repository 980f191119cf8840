import { z } from "zod";
import { id } from "@/lib/validation/common";

export const listStudentsQuery = z.object({
  classId: id("Invalid class id").optional(),
  schoolId: id("Invalid school id").optional(),
});
export type ListStudentsQuery = z.infer<typeof listStudentsQuery>;
