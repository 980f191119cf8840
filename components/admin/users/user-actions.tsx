"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import type { UserDetailJson } from "@/lib/client/people";
import { ConfirmDialog, type PendingAction } from "@/components/admin/users/confirm-dialog";

/** Role, active, password reset and end sessions: each asks first, then says what happened. */
export function UserActions({
  user,
  isSelf,
  onDone,
}: {
  user: UserDetailJson;
  isSelf: boolean;
  onDone: (message: string) => Promise<void>;
}) {
  const [role, setRole] = useState(user.role);
  const [action, setAction] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const base = `/api/admin/users/${user._id}`;

  const ask = (next: PendingAction) => {
    setError(null);
    setAction(next);
  };
  async function confirm() {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      await action.run();
      setAction(null);
    } catch (caught) {
      setError(errorMessage(caught, "The change was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const changeRole = () =>
    ask({
      title: "Change role",
      body: `Make ${user.username} ${role === "admin" ? "an admin" : `a ${role}`} (now ${user.role})?`,
      confirmLabel: "Change role",
      run: async () => {
        await apiFetch(base, { method: "PATCH", body: { role } });
        await onDone(`${user.username} is now ${role === "admin" ? "an admin" : `a ${role}`}.`);
      },
    });
  const toggleActive = () =>
    ask({
      title: user.active ? "Deactivate user" : "Reactivate user",
      body: user.active
        ? `${user.username} will be signed out everywhere at once and cannot sign in until reactivated. Their reports, attendance and marks stay.`
        : `${user.username} will be able to sign in again.`,
      confirmLabel: user.active ? "Deactivate" : "Reactivate",
      danger: user.active,
      run: async () => {
        await apiFetch(base, { method: "PATCH", body: { active: !user.active } });
        await onDone(user.active ? `${user.username} was deactivated.` : `${user.username} was reactivated.`);
      },
    });
  const resetPassword = () =>
    ask({
      title: "Reset password",
      body: `${user.username} will be signed out everywhere and given a temporary password, shown to you once. They must choose a new password when they sign in with it.`,
      confirmLabel: "Reset password",
      danger: true,
      run: async () => {
        const result = await apiFetch<{ temporaryPassword: string }>(`${base}/reset-password`, { method: "POST" });
        setTemporary(result.temporaryPassword);
        await onDone(`Password of ${user.username} reset.`);
      },
    });
  const endSessions = () =>
    ask({
      title: "End sessions",
      body: `${user.username} will be signed out on every device.`,
      confirmLabel: "End sessions",
      run: async () => {
        const result = await apiFetch<{ message: string }>(`${base}/end-sessions`, { method: "POST" });
        await onDone(result.message);
      },
    });

  return (
    <Card title="Account">
      {temporary ? (
        <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">Temporary password (shown once):</p>
          <p className="mt-1 font-mono text-xl tracking-wider" data-testid="temporary-password">
            {temporary}
          </p>
          <p className="mt-1 text-sm">Give it to {user.username} in person or by phone.</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
            <option value="teacher">Teacher</option>
            <option value="mentor">Mentor</option>
            <option value="admin">Admin</option>
          </SelectField>
        </div>
        <Button variant="secondary" onClick={changeRole} disabled={role === user.role}>
          Save role
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="warning" onClick={resetPassword}>
          Reset password
        </Button>
        <Button variant="secondary" onClick={endSessions}>
          End all sessions
        </Button>
        {isSelf ? null : (
          <Button variant={user.active ? "danger" : "success"} onClick={toggleActive}>
            {user.active ? "Deactivate" : "Reactivate"}
          </Button>
        )}
      </div>
      <ConfirmDialog action={action} busy={busy} error={error} onConfirm={confirm} onClose={() => setAction(null)} />
    </Card>
  );
}
