import { problem } from "@/lib/problems/api-error";
import { problemResponse } from "@/lib/http/error-response";
import { finishApiResponse } from "@/lib/http/route";

// No actor lookup: an unknown path is 404 for everybody.
function unknownPath(request: Request): Response {
  return finishApiResponse(problemResponse(problem("no-such-endpoint")), request);
}

// ANY /api/* that no other route matches — a JSON 404 instead of Next's HTML page
export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as PATCH, unknownPath as DELETE };

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
