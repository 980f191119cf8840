import { apiDispatcher } from "@/lib/http/api-table";
import { apiRoutes } from "@/app/api/routes";

// The one /api route file: every request goes to its feature's table (app/api/routes.ts); a path no
// table has is a JSON 404, a method its route does not take a 405 with Allow (lib/http/api-table.ts).
const answer = apiDispatcher(apiRoutes);

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const OPTIONS = answer;
