"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/tokens";
import { signInFromForm, type SignInFields, type SignInRefusal } from "@/lib/services/form-sign-in";

// A remembered address is checked where it is used (lib/auth/redirects.ts); this only bounds its length.
const MAX_CALLBACK_LENGTH = 2000;

/** The fields as sent: anything else than text counts as empty (the shared schema says what is missing). */
function fieldsOf(input: unknown): SignInFields {
  const read = (name: keyof SignInFields) => {
    const value = input instanceof FormData ? input.get(name) : (input as Record<string, unknown> | null)?.[name];
    return typeof value === "string" ? value : "";
  };
  const callbackUrl = read("callbackUrl");
  return {
    username: read("username"),
    password: read("password"),
    callbackUrl: callbackUrl && callbackUrl.length <= MAX_CALLBACK_LENGTH ? callbackUrl : null,
  };
}

/**
 * The sign-in form's actions (components/auth/sign-in-form.tsx). Signed in, the answer is the next
 * screen itself: posted before the page's script arrived, a 303 to it; sent by the script, its page in
 * the same response (one round trip on a slow phone, where the JSON sign-in and then the page cost
 * two). Refused: posted without the script, back to /signin with the code the page words; sent by the
 * script, the refusal as the JSON route would answer it, for the form to show.
 */
export async function signInAction(fields: SignInFields): Promise<SignInRefusal> {
  return signInOrRefuse(fieldsOf(fields), (refused) => refused);
}

/** The form as the browser posts it before the page's script has arrived. */
export async function postSignInForm(form: FormData): Promise<void> {
  await signInOrRefuse(fieldsOf(form), (refused, back) => redirect(back, RedirectType.replace));
}

async function signInOrRefuse(
  fields: SignInFields,
  refuse: (refused: SignInRefusal, back: string) => SignInRefusal,
): Promise<SignInRefusal> {
  const requestHeaders = await headers();
  const request = new Request(`http://${requestHeaders.get("host") ?? "localhost"}/signin`, {
    method: "POST",
    headers: requestHeaders,
  });
  const outcome = await signInFromForm(fields, request);
  if ("refused" in outcome) return refuse(outcome.refused, outcome.back);
  const { cookie, maxAgeSeconds } = outcome.session;
  (await cookies()).set(SESSION_COOKIE, cookie, sessionCookieOptions(maxAgeSeconds));
  redirect(outcome.next, RedirectType.replace);
}
