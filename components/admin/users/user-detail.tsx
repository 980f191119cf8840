"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/error-message";
import { useUserDetail } from "@/lib/client/people";
import { formatWhen } from "@/components/admin/users/format";
import { UserActions } from "@/components/admin/users/user-actions";
import { UserSchools } from "@/components/admin/users/user-schools";

/** One user for an admin: who they are, their schools, what they filed, and what can be changed. */
export function UserDetail({ id, selfId }: { id: string; selfId: string }) {
  const { data: user, error, mutate } = useUserDetail(id);
  const [saved, setSaved] = useState<string | null>(null);
  if (error) return <Notice tone="error">{errorMessage(error, "Failed to load the user")}</Notice>;
  if (!user) return <Spinner label="Loading user…" />;
  const done = async (message: string) => {
    setSaved(message);
    await mutate();
  };
  return (
    <div className="space-y-4">
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      <Card title={user.username}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-700">E-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Role</dt>
            <dd>{user.role}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Status</dt>
            <dd>
              {user.active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Deactivated</Badge>}{" "}
              {user.mustChangePassword ? <Badge tone="yellow">Must change password</Badge> : null}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Last sign-in</dt>
            <dd>{formatWhen(user.lastSignInAt)}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Reports filed</dt>
            <dd>{user.counts.reports}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Attendance records / marks</dt>
            <dd>
              {user.counts.attendance} / {user.counts.marks}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">Signed in on</dt>
            <dd>
              {user.counts.sessions} {user.counts.sessions === 1 ? "device" : "devices"}
            </dd>
          </div>
        </dl>
      </Card>
      <UserActions user={user} isSelf={user._id === selfId} onDone={done} />
      <UserSchools user={user} onDone={done} />
    </div>
  );
}
