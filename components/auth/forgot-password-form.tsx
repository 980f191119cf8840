"use client";

import type { Said } from "@/lib/problems/codes";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Say } from "@/components/i18n/say";
import { Button } from "@/components/ui/button";
import { UsernameField } from "@/components/auth/username-field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorSaid } from "@/lib/client/error-message";

interface Answer {
  message: string;
  admins: string[];
}

/** Who to ask for a temporary password; the server answers the same for a username it does not know. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const [username, setUsername] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setAnswer(null);
    if (!username.trim()) {
      setError(t("enterUsername"));
      return;
    }
    setBusy(true);
    try {
      setAnswer(
        await apiFetch<Answer>("/api/auth/forgot-password", {
          method: "POST",
          body: { username: username.trim() },
          redirectOn401: false,
        }),
      );
    } catch (caught) {
      setError(errorSaid(caught, t("somethingWentWrong")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? (
        <Notice tone="error">
          <Say said={error} />
        </Notice>
      ) : null}
      <UsernameField value={username} onChange={(e) => setUsername(e.target.value)} />
      <Button type="submit" loading={busy} className="w-full">
        {t("whoCanReset")}
      </Button>
      {answer ? (
        <Notice tone="info">
          <p>{t("forgotAnswer")}</p>
          {answer.admins.length ? (
            <p className="mt-2">
              {t.rich("askAdmins", { admins: answer.admins.join(", "), strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
          ) : (
            <p className="mt-2">{t("noAdmin")}</p>
          )}
        </Notice>
      ) : null}
    </form>
  );
}
