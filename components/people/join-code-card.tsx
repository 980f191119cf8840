"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import { useJoinCode, type JoinCodeJson } from "@/lib/client/people";
import { ConfirmDialog, type PendingAction } from "@/components/admin/users/confirm-dialog";

/** The school's join code: shown to members, renewed and set to join-at-once by its teachers and admins. */
export function JoinCodeCard({ schoolId, canManage }: { schoolId: string; canManage: boolean }) {
  const { data, error, mutate } = useJoinCode(schoolId);
  const [action, setAction] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const url = `/api/schools/${schoolId}/join-code`;

  async function run(job: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await job();
      setAction(null);
    } catch (caught) {
      setFailure(errorMessage(caught, "The change was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  }
  const renew = () =>
    setAction({
      title: "Renew join code",
      body: "The current code stops working at once. People who already joined stay members.",
      confirmLabel: "Renew code",
      run: async () => {
        await mutate(await apiFetch<JoinCodeJson>(url, { method: "POST" }), { revalidate: false });
        setSaved("A new join code was made.");
      },
    });
  const toggle = (needsApproval: boolean) =>
    run(async () => {
      await mutate(await apiFetch<JoinCodeJson>(url, { method: "PATCH", body: { needsApproval } }), {
        revalidate: false,
      });
      setSaved(needsApproval ? "New members now wait for approval." : "The code now joins at once.");
    });

  return (
    <Card title="Join code">
      {error ? <Notice tone="error">{errorMessage(error, "Failed to load the join code")}</Notice> : null}
      {saved ? (
        <Notice tone="success" className="mb-3">
          {saved}
        </Notice>
      ) : null}
      {failure && !action ? (
        <Notice tone="error" className="mb-3">
          {failure}
        </Notice>
      ) : null}
      {data ? (
        <div className="space-y-3">
          <p className="font-mono text-2xl font-bold tracking-[0.3em]" data-testid="join-code">
            {data.code}
          </p>
          <p className="text-sm text-slate-600">
            Give it to a teacher or mentor of {data.schoolName}: they enter it on “Join a school”.
          </p>
          {canManage ? (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={data.needsApproval}
                  disabled={busy}
                  onChange={(e) => toggle(e.target.checked)}
                />
                New members wait for approval
              </label>
              <Button variant="secondary" size="sm" onClick={renew}>
                Renew code
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        action={action}
        busy={busy}
        error={failure}
        onConfirm={() => action && run(action.run)}
        onClose={() => setAction(null)}
      />
    </Card>
  );
}
