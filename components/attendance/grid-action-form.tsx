"use client";

import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Notice } from "@/components/ui/notice";
import { rememberClass } from "@/lib/client/remembered-class";

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
 * message; after, the same action is sent by fetch. The message is marked so that the live grid,
 * when it takes over, can say it again (form-until-live.tsx).
 */
export function GridActionForm({
  action,
  children,
}: {
  action: (previous: GridNotice | null, form: FormData) => Promise<GridNotice | null>;
  children: ReactNode;
}) {
  const t = useTranslations("attendance");
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
    <form
      ref={form}
      action={formAction}
      // The class is remembered here, not by the action: Next.js answers an action that sets a cookie
      // with the whole page again, which a slow phone would wait for.
      onSubmit={(event) => rememberClass(String(new FormData(event.currentTarget).get("classId")))}
      aria-busy={pending}
      className="space-y-3"
    >
      {pending ? (
        <Notice tone="info">{t("saving")}</Notice>
      ) : notice ? (
        <div data-form-notice={notice.tone}>
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      {/* Disabled while the action runs: a second tap cannot send the grid twice. */}
      <fieldset disabled={pending} className="min-w-0 space-y-3">
        {children}
      </fieldset>
    </form>
  );
}
