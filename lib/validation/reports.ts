import { z } from "zod";
import { id } from "@/lib/validation/common";

export const schoolReportParams = z.object({ schoolId: id("Invalid school id") });
export const classReportParams = z.object({ classId: id("Invalid class id") });
