"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import type { UserDetailJson } from "@/lib/client/people";
import { useSchools } from "@/lib/client/schools";
import { ConfirmDialog, type PendingAction } from "@/components/admin/users/confirm-dialog";

/** The user's schools: approve a pending request, add to a school, remove from one. */
export function UserSchools({ user, onDone }: { user: UserDetailJson; onDone: (message: string) => Promise<void> }) {
  const schools = useSchools().data?.data ?? [];
  const [schoolId, setSchoolId] = useState("");
  const [action, setAction] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = `/api/schools`;
  const available = schools.filter((s) => !user.schools.some((mine) => mine._id === s._id && mine.status === "active"));

  async function run(job: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await job();
      setAction(null);
    } catch (caught) {
      setError(errorMessage(caught, "The change was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }
  const add = () =>
    run(async () => {
      const school = schools.find((s) => s._id === schoolId);
      await apiFetch(`${members}/${schoolId}/members`, { method: "POST", body: { userId: user._id } });
      setSchoolId("");
      await onDone(`${user.username} added to ${school?.name ?? "the school"}.`);
    });
  const approve = (id: string, name: string) =>
    run(async () => {
      await apiFetch(`${members}/${id}/members/${user._id}/approve`, { method: "POST" });
      await onDone(`${user.username} joined ${name}.`);
    });
  const remove = (id: string, name: string, pending: boolean) =>
    setAction({
      title: pending ? "Reject request" : "Remove from school",
      body: pending
        ? `Reject ${user.username}'s request to join ${name}?`
        : `${user.username} will no longer see ${name}'s classes, students and reports. What they recorded stays.`,
      confirmLabel: pending ? "Reject" : "Remove",
      danger: true,
      run: async () => {
        const result = await apiFetch<{ message: string }>(`${members}/${id}/members/${user._id}`, {
          method: "DELETE",
        });
        await onDone(result.message);
      },
    });

  return (
    <Card title="Schools">
      {error && !action ? <p className="mb-2 text-sm font-medium text-red-700">{error}</p> : null}
      {user.schools.length === 0 ? <p className="text-slate-600">Not a member of any school.</p> : null}
      <ul className="divide-y divide-slate-100">
        {user.schools.map((school) => (
          <li key={`${school._id}-${school.status}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {school.name}{" "}
              {school.status === "pending" ? (
                <Badge tone="yellow">Asked to join</Badge>
              ) : (
                <Badge tone="green">Member</Badge>
              )}
            </span>
            <span className="flex gap-2">
              {school.status === "pending" ? (
                <Button size="sm" variant="success" onClick={() => approve(school._id, school.name)} disabled={busy}>
                  Approve
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => remove(school._id, school.name, school.status === "pending")}
              >
                {school.status === "pending" ? "Reject" : "Remove"}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <SelectField label="Add to school" value={schoolId} onChange={(e) => setSchoolId(e.target.value)}>
            <option value="">Choose a school</option>
            {available.map((school) => (
              <option key={school._id} value={school._id}>
                {school.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Button onClick={add} disabled={!schoolId} loading={busy && !action}>
          Add
        </Button>
      </div>
      <ConfirmDialog
        action={action}
        busy={busy}
        error={error}
        onConfirm={() => action && run(action.run)}
        onClose={() => setAction(null)}
      />
    </Card>
  );
}
