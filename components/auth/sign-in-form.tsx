"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { AppLink } from "@/components/ui/app-link";
import { AuthFormFoot } from "@/components/auth/auth-form-foot";
import { PasswordField } from "@/components/auth/password-field";
import { UsernameField } from "@/components/auth/username-field";
import { FormShell } from "@/components/ui/form-shell";
import { Notice } from "@/components/ui/notice";
import { useForm } from "@/components/ui/use-form";
import { ApiClientError } from "@/lib/client/error-message";
import { track } from "@/lib/client/track";
import type { ActionProblem } from "@/lib/http/action";
import type { SignInFields } from "@/lib/people/form-sign-in";

type SignIn = { username: string; password: string };

/** Reads the fields from the form itself: they are server-rendered, so a teacher may type before the JavaScript arrives. */
function valuesOf(form: HTMLFormElement): SignIn {
  const data = new FormData(form);
  return { username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") };
}

/** The action's redirect: Next.js rejects the call with it while it opens the screen that came with it. */
const isNavigation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  String((error as { digest?: unknown }).digest).startsWith("NEXT_REDIRECT");

/**
 * Signs in through the form's action: signed in, its answer is the next screen, opened by Next.js in
 * the same round trip (the signed-in shell stores the user, lib/client/session.ts adoptSession);
 * refused, the refusal is thrown as the API client's error, so the form shows the server's message.
 */
async function sendSignIn(send: SignInActions["send"], data: SignIn): Promise<void> {
  // Read at the tap, not through useSearchParams, so the form renders on the server.
  const callbackUrl = new URLSearchParams(window.location.search).get("callbackUrl");
  let refusal: ActionProblem;
  try {
    refusal = await send({ ...data, callbackUrl });
  } catch (error) {
    if (isNavigation(error)) return;
    throw new ApiClientError("network-error", undefined, undefined, "offline");
  }
  throw new ApiClientError(refusal.code, refusal.status, { code: refusal.code, params: refusal.params });
}

/** The page's sign-in actions (app/(public)/signin/sign-in-action.ts), handed down by the server. */
export interface SignInActions {
  /** The form as the browser posts it before the script has arrived. */
  post: (form: FormData) => Promise<void>;
  /** The fields, sent by the script. */
  send: (fields: SignInFields) => Promise<ActionProblem>;
}

interface Props {
  actions: SignInActions;
  /** The screen to return to, sent with a form posted before the JavaScript arrived. */
  callbackUrl?: string;
  /** Why that form post came back here, until the next tap. */
  notice?: string | null;
}

export function SignInForm({ actions, callbackUrl, notice }: Props) {
  const t = useTranslations("auth");
  const [noticeShown, setNoticeShown] = useState(true);
  const form = useForm<SignIn, void>({
    schema: () => import("@/lib/people/auth.schema").then((m) => m.signInSchema),
    send: (data) => {
      const signingIn = sendSignIn(actions.send, data);
      void signingIn
        .then(
          () => true,
          () => false,
        )
        .then((success) => track("login_attempt", { action: "sign_in", success }));
      return signingIn;
    },
    fallback: t("signInFailed"),
    lockAfterSuccess: true,
    // Signing in is the first tap of the day: it never waits for the validation code on a slow phone.
    serverChecksUntilLoaded: true,
    fields: ["username", "password"],
  });

  return (
    // A tap before the JavaScript has arrived posts the form to its action, which answers with the
    // next screen; once it has arrived, onSubmit checks it and sends it to the same action.
    <FormShell
      form={form}
      values={(element) => {
        setNoticeShown(false);
        return valuesOf(element);
      }}
      action={actions.post}
      onChange={(event) => form.revalidate(valuesOf(event.currentTarget))}
      className="space-y-4"
    >
      {notice && noticeShown ? <Notice tone="error">{notice}</Notice> : null}
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <UsernameField error={form.errorFor("username")} />
      <PasswordField kind="current" label={t("password")} name="password" error={form.errorFor("password")} />
      <div className="flex justify-end">
        <AppLink
          href="/forgot-password"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t("forgotPassword")}
        </AppLink>
      </div>
      <AuthFormFoot of="signIn" loading={form.locked} />
    </FormShell>
  );
}
