"use client";

import { useState, type FormEvent } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";

interface Membership {
  status: "active" | "pending";
  school: { _id: string; name: string };
}

function Outcome({ membership }: { membership: Membership }) {
  return membership.status === "active" ? (
    <Notice tone="success">
      You are a member of {membership.school.name}.{" "}
      <AppLink href="/attendance" className="font-semibold underline">
        See its classes
      </AppLink>
    </Notice>
  ) : (
    <Notice tone="info">
      Your request to join {membership.school.name} is waiting for one of its teachers or an admin to approve it.
    </Notice>
  );
}

/**
 * Join a school with the code its teachers or an admin gave you; or, told on school creation that the
 * school exists, ask to join it by id (`ask`).
 */
export function JoinSchoolForm({ ask }: { ask?: { schoolId: string; name: string } }) {
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
      setError(errorMessage(caught, "Failed to join the school. Please try again."));
    } finally {
      setBusy(false);
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError("Please enter the school's join code");
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
          <p>
            <strong>{ask.name}</strong> already exists. Ask its teachers to let you in:
          </p>
          <Button onClick={() => send({ schoolId: ask.schoolId })} loading={busy}>
            Ask to join {ask.name}
          </Button>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <TextField
          label="Join code"
          name="code"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint="8 letters and digits, from a teacher of the school or an admin."
          required
        />
        <Button type="submit" loading={busy}>
          Join school
        </Button>
      </form>
    </div>
  );
}
