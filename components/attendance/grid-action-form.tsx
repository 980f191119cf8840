"use client";

import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { Notice } from "@/components/ui/notice";

/** What the grid's last post did, or why it was refused, in the screen's language. */
export interface GridNotice {
  tone: "success" | "error";
  text: string;
  /** The status "Mark all" gave every student. */
  markedAll?: string;
}

/**
 * The <form> of the grid the server renders (form-grid.tsx), posting to the page's own action: before
 * the page's script has arrived the browser posts it and the page comes back with the action's
 * message; after, the same action is sent by fetch. The message is the form's first child, where the
 * live grid, when it takes over, finds it to say it again (form-until-live.tsx).
 */
export function GridActionForm({
  action,
  children,
}: {
  action: (previous: GridNotice | null, form: FormData) => Promise<GridNotice | null>;
  children: ReactNode;
}) {
  const [notice, formAction, pending] = useActionState(action, null);
  const form = useRef<HTMLFormElement>(null);
  // Sent by fetch, the answer is only the message (re-rendering the page would cost a slow phone the
  // whole screen again): the radios the server has just saved are set here. Posted without the
  // script, the page came back rendered with them.
  useEffect(() => {
    if (!notice?.markedAll) return;
    for (const radio of form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])
      if (radio.value === notice.markedAll) radio.checked = true;
  }, [notice]);
  return (
    <form ref={form} action={formAction} aria-busy={pending} className="space-y-3">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {/* Disabled (greyed) while the action runs: a second tap cannot send the grid twice. */}
      <fieldset disabled={pending} className="min-w-0 space-y-3">
        {children}
      </fieldset>
    </form>
  );
}
