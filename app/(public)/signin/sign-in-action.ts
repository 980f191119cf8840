"use server";

import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { DEVICE_COOKIE, deviceCookieOptions } from "@/lib/auth/device-cookie";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/tokens";
import { action, siteOrigin, type ActionProblem } from "@/lib/http/action";
import { callerOf } from "@/lib/http/client-address";
import { refusedAddress, signInFromForm, type SignInFields } from "@/lib/people/form-sign-in";

const signInWith = action({ who: "anyone" }, ({ fields, headers }) =>
  signInFromForm(fields, callerOf({ headers }), siteOrigin(headers)),
);

/**
 * The sign-in form's actions (components/auth/sign-in-form.tsx). Signed in, the answer is the next
 * screen itself: posted before the page's script arrived, a 303 to it; sent by the script, its page in
 * the same response (one round trip on a slow phone, where the JSON sign-in and then the page cost
 * two). Refused: posted without the script, back to /signin with the code the page words; sent by the
 * script, the refusal's problem, for the form to show.
 */
export async function signInAction(fields: SignInFields): Promise<ActionProblem> {
  return signInOrRefuse(fields, (refused) => refused);
}

/** The form as the browser posts it before the page's script has arrived. */
export async function postSignInForm(form: FormData): Promise<void> {
  await signInOrRefuse(form, (refused, back) => redirect(back, RedirectType.replace));
}

async function signInOrRefuse(
  input: unknown,
  refuse: (refused: ActionProblem, back: string) => ActionProblem,
): Promise<ActionProblem> {
  const outcome = await signInWith(input);
  if (!outcome.ok) {
    const back = refusedAddress(outcome.problem, outcome.fields, siteOrigin(await headers()));
    return refuse(outcome.problem, back);
  }
  const { cookie, maxAgeSeconds } = outcome.value.session;
  const jar = await cookies();
  jar.set(SESSION_COOKIE, cookie, sessionCookieOptions(maxAgeSeconds));
  // This device now knows this account: its next sign-ins are not held by the address (lib/auth/device-cookie.ts).
  jar.set(DEVICE_COOKIE, outcome.value.deviceCookie, deviceCookieOptions());
  redirect(outcome.value.next, RedirectType.replace);
}
