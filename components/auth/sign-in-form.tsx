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
import { apiFetch } from "@/lib/client/fetcher";
import { storeSession, type StoredUser } from "@/lib/client/session";
import { track } from "@/lib/client/track";
import { afterSignIn } from "@/lib/auth/redirects";

type SignIn = { username: string; password: string };

/** Reads the fields from the form itself: they are server-rendered, so a teacher may type before the JavaScript arrives. */
function valuesOf(form: HTMLFormElement): SignIn {
  const data = new FormData(form);
  return { username: String(data.get("username") ?? ""), password: String(data.get("password") ?? "") };
}

interface Props {
  /** The screen to return to, sent with a form posted before the JavaScript arrived. */
  callbackUrl?: string;
  /** Why that form post came back here, until the next tap. */
  notice?: string | null;
}

export function SignInForm({ callbackUrl, notice }: Props) {
  const t = useTranslations("auth");
  const [noticeShown, setNoticeShown] = useState(true);
  const form = useForm<SignIn, { token: string; user: StoredUser; mustChangePassword?: boolean }>({
    schema: () => import("@/lib/validation/auth").then((m) => m.signInSchema),
    send: (data) => {
      const signingIn = apiFetch<{ token: string; user: StoredUser; mustChangePassword?: boolean }>(
        "/api/auth/signin",
        {
          method: "POST",
          body: data,
          redirectOn401: false,
        },
      );
      void signingIn
        .then(
          () => true,
          () => false,
        )
        .then((success) => track("login_attempt", { action: "sign_in", success }));
      return signingIn;
    },
    onSuccess: (result) => {
      storeSession(result.token, result.user);
      // Read at the tap, not through useSearchParams, so the form renders on the server.
      const callbackUrl = new URLSearchParams(window.location.search).get("callbackUrl");
      // A full navigation so the server renders the signed-in shell with the new cookie.
      // After an admin's reset the temporary password must be replaced first (the proxy insists too).
      window.location.assign(
        result.mustChangePassword
          ? "/change-password"
          : afterSignIn(result.user.role, callbackUrl, window.location.origin),
      );
    },
    fallback: t("signInFailed"),
    lockAfterSuccess: true,
    // Signing in is the first tap of the day: it never waits for the validation code on a slow phone.
    serverChecksUntilLoaded: true,
    fields: ["username", "password"],
  });

  return (
    // A tap before the JavaScript has arrived posts the form to the form-encoded sign-in, which
    // answers with the next screen; once it has arrived, onSubmit sends it with fetch instead.
    <FormShell
      form={form}
      values={(element) => {
        setNoticeShown(false);
        return valuesOf(element);
      }}
      method="post"
      action="/api/auth/signin/form"
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
