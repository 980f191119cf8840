import { z } from "zod";
import { route } from "@/lib/http/route";
import { streamMarks } from "@/lib/marks/marks-list";
import { requireClass } from "@/lib/auth/scope";
import { id } from "@/lib/validation/common";
import { classMarksQuery } from "@/lib/marks/marks.schema";

// GET /api/marks/class/{classId}?academicYear=&academicTerm=&examType= — one class's marks (the original
// client's marks entry loads what is already saved), streamed like GET /api/marks
export const GET = route(
  { role: "signed-in", params: z.object({ classId: id("class-id-unknown") }), query: classMarksQuery },
  async ({ actor, params, query }) => {
    const klass = await requireClass(actor, params.classId);
    return streamMarks(actor, { ...query, classId: klass.id });
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
