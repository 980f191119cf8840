import { route } from "@/lib/http/route";
import { readBytesAtMost } from "@/lib/http/read-body";
import { deleteLogo, getLogo, LOGO_MAX_BYTES, saveLogo } from "@/lib/schools/school-logo";
import { schoolParams } from "@/lib/marks/grading.schema";

// GET /api/schools/{id}/logo — the school's logo image (members and admins)
export const GET = route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
  getLogo(actor, params.id),
);

// PUT /api/schools/{id}/logo — admins upload a PNG or JPEG of at most 200 kB (checked by its bytes)
export const PUT = route({ role: "admin", params: schoolParams }, async ({ actor, params, request }) =>
  saveLogo(actor, params.id, () => readBytesAtMost(request, LOGO_MAX_BYTES, "logo-too-large")),
);

// DELETE /api/schools/{id}/logo — admins remove the logo
export const DELETE = route({ role: "admin", params: schoolParams }, async ({ actor, params }) =>
  deleteLogo(actor, params.id),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
