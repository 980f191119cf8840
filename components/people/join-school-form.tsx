"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";

interface Membership {
  status: "active" | "pending";
  school: { _id: string; name: string };
}

function Outcome({ membership }: { membership: Membership }) {
  const t = useTranslations("people");
  return membership.status === "active" ? (
    <Notice tone="success">
      {t("memberOf", { school: membership.school.name })}{" "}
      <AppLink href="/attendance" className="font-semibold underline">
        {t("seeClasses")}
      </AppLink>
    </Notice>
  ) : (
    <Notice tone="info">{t("requestWaiting", { school: membership.school.name })}</Notice>
  );
}

/**
 * Join a school with the code its teachers or an admin gave you; or, told on school creation that the
 * school exists, ask to join it by id (`ask`).
 */
export function JoinSchoolForm({ ask }: { ask?: { schoolId: string; name: string } }) {
  const t = useTranslations("people");
  const say = useSay();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [membership, setMembership] = useState<Membership | null>(null);

  async function send(body: { code: string } | { schoolId: string }) {
    setError(null);
    setBusy(true);
    try {
      setMembership(await apiFetch<Membership>("/api/schools/join", { method: "POST", body }));
    } catch (caught) {
      setError(say(errorSaid(caught, t("joinFailed"))));
    } finally {
      setBusy(false);
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t("enterCode"));
      return;
    }
    void send({ code });
  }

  return (
    <div className="space-y-6">
      {membership ? <Outcome membership={membership} /> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {ask && !membership ? (
        <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <p>{t.rich("alreadyExists", { school: ask.name, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <Button onClick={() => send({ schoolId: ask.schoolId })} loading={busy}>
            {t("askToJoin", { school: ask.name })}
          </Button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <TextField
          label={t("joinCode")}
          name="code"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint={t("codeHint")}
          required
        />
        <Button type="submit" loading={busy}>
          {t("joinSchool")}
        </Button>
      </form>
    </div>
  );
}
