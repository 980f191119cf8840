"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";

interface Answer {
  message: string;
  admins: string[];
}

/** Who to ask for a temporary password; the server answers the same for a username it does not know. */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState("");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setAnswer(null);
    if (!username.trim()) {
      setError("Please enter your username");
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
      setError(errorMessage(caught, "Something went wrong. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <Button type="submit" loading={busy} className="w-full">
        Who can reset it?
      </Button>
      {answer ? (
        <Notice tone="info">
          <p>{answer.message}</p>
          {answer.admins.length ? (
            <p className="mt-2">
              Ask: <strong>{answer.admins.join(", ")}</strong>
            </p>
          ) : (
            <p className="mt-2">No admin account exists yet: ask the person who set up this app.</p>
          )}
        </Notice>
      ) : null}
    </form>
  );
}
