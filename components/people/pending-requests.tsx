"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import { useJoinRequests } from "@/lib/client/people";

/** Requests to join the caller's schools (every school for admins), approved or rejected in place. */
export function PendingRequests({ onChange }: { onChange: () => void }) {
  const { data, error, mutate } = useJoinRequests();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  if (error) return <Notice tone="error">{errorMessage(error, "Failed to load join requests")}</Notice>;
  // The last request decided empties the list: its confirmation stays on screen.
  if (!data || data.length === 0) return message ? <Notice tone={message.tone}>{message.text}</Notice> : null;

  async function decide(schoolId: string, userId: string, approve: boolean, label: string) {
    setBusyKey(`${schoolId}:${userId}`);
    setMessage(null);
    try {
      const path = `/api/schools/${schoolId}/members/${userId}`;
      if (approve) await apiFetch(`${path}/approve`, { method: "POST" });
      else await apiFetch(path, { method: "DELETE" });
      setMessage({ tone: "success", text: approve ? `${label} approved.` : `${label} rejected.` });
      await mutate();
      onChange();
    } catch (caught) {
      setMessage({ tone: "error", text: errorMessage(caught, "The change was not saved. Please try again.") });
    } finally {
      setBusyKey(null);
    }
  }

  return (
    <Card title={`Waiting for approval (${data.length})`}>
      {message ? (
        <Notice tone={message.tone} className="mb-3">
          {message.text}
        </Notice>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {data.map((request) => {
          const key = `${request.schoolId}:${request.userId}`;
          const label = `${request.username} (${request.role}) → ${request.schoolName}`;
          return (
            <li key={key} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>{label}</span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="success"
                  loading={busyKey === key}
                  aria-label={`Approve ${label}`}
                  onClick={() => decide(request.schoolId, request.userId, true, label)}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busyKey === key}
                  aria-label={`Reject ${label}`}
                  onClick={() => decide(request.schoolId, request.userId, false, label)}
                >
                  Reject
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
