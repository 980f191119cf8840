import { z } from "zod";
import { id } from "@/lib/validation/common";

export const listClassesQuery = z.object({ schoolId: id("Invalid school id").optional() });
export type ListClassesQuery = z.infer<typeof listClassesQuery>;
