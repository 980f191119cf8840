import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { savePreferences } from "@/lib/people/preferences";
import { preferencesSchema } from "@/lib/people/preferences.schema";

// PUT /api/users/me/preferences — the caller's screen language, saved on the user (and on this browser)
export const PUT = route({ role: "signed-in", body: preferencesSchema }, async ({ actor, body }) => {
  const saved = await savePreferences(actor, body);
  const response = NextResponse.json(saved);
  response.headers.append("Set-Cookie", localeCookie(saved.locale));
  return response;
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
