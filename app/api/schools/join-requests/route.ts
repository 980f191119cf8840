import { route } from "@/lib/http/route";
import { listJoinRequests } from "@/lib/people/school-members";

// GET /api/schools/join-requests — pending requests the caller may approve (admins: every school; teachers: their schools)
export const GET = route({ role: "signed-in" }, async ({ actor }) => listJoinRequests(actor));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
