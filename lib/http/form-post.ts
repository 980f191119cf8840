// Forms a screen posts before its JavaScript has arrived (sign-in, the attendance grid): read as
// form fields, answered with a 303 to the screen that shows the outcome (Post/Redirect/Get, so a
// reload never posts again).
import { ApiError } from "@/lib/http/api-error";
import { readBytesAtMost } from "@/lib/http/read-body";

export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

export async function readForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw new ApiError(415, "Content-Type must be application/x-www-form-urlencoded");
  }
  const bytes = await readBytesAtMost(request, maxBytes, "Request body is too large");
  return new URLSearchParams(new TextDecoder().decode(bytes));
}
