import { z } from "zod";
import { route } from "@/lib/http/route";
import { listStudents } from "@/lib/schools/students";
import { id } from "@/lib/validation/common";

// GET /api/students/class/{classId} — one class's students (the original client's marks entry), streamed
export const GET = route(
  { role: "signed-in", params: z.object({ classId: id("class-id-unknown") }) },
  async ({ actor, params }) => listStudents(actor, { classId: params.classId }),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
