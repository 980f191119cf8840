"use client";

import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { ATTENDANCE_STATUSES, type AttendanceStatus } from "@/lib/constants";

/** A press of the plain form made after the page was hydrated but before the live grid's code came. */
export type EarlyTap = { all: AttendanceStatus } | { save: true };

function tapOf(submitter: HTMLButtonElement | null): EarlyTap | null {
  if (submitter?.name === "save") return { save: true };
  const status = ATTENDANCE_STATUSES.find((known) => known === submitter?.value);
  return submitter?.name === "all" && status ? { all: status } : null;
}

/**
 * The grid the server rendered as a plain form (form-grid.tsx), until the live grid's code is here:
 * then `onLive` (the screen shows the live grid, which saves each tap), unless the teacher has already
 * changed a status in the form, when `onKept`: the form stays, its choices are not dropped, and its
 * Save sends them. If the code cannot be fetched, the form stays and still works.
 *
 * Once the page is hydrated, a Mark all or Save press no longer posts the form and reloads the page:
 * it waits, shown busy, for the live grid, which then does it in place (`onLive(tap)`); a press kept
 * by an edited form, or made when the code cannot be fetched, is posted as before.
 */
export function FormUntilLive({
  form,
  load,
  onLive,
  onKept,
}: {
  form: ReactNode;
  load: () => Promise<unknown>;
  onLive: (tap: EarlyTap | null) => void;
  onKept: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A finger on the form that has not become a press yet (a tap on its way): swapping the grid under
  // it would drop that tap, so the form stays.
  const pressed = useRef(false);
  const waiting = useRef<{ form: HTMLFormElement; submitter: HTMLButtonElement | null } | null>(null);
  // Kept, or without the live grid's code: presses post the form.
  const posting = useRef(false);

  useEffect(() => {
    let mounted = true;
    const post = () => {
      posting.current = true;
      const tap = waiting.current;
      if (!tap) return;
      tap.submitter?.removeAttribute("disabled");
      tap.form.requestSubmit(tap.submitter);
    };
    load().then(
      () => {
        if (!mounted) return;
        const radios = box.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
        // Read from the page, not from React: a tap may have come before the page was hydrated.
        const edited = [...radios].some((radio) => radio.checked !== radio.defaultChecked);
        if (edited || (pressed.current && !waiting.current)) {
          onKept();
          post();
        } else onLive(tapOf(waiting.current?.submitter ?? null));
      },
      () => {
        if (mounted) post(); // offline before the code was cached: the form still works
      },
    );
    return () => {
      mounted = false;
    };
  }, [load, onLive, onKept]);

  const hold = (event: FormEvent<HTMLDivElement>) => {
    if (posting.current) return;
    event.preventDefault();
    if (waiting.current) return; // one press at a time, as the live grid does
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    waiting.current = { form: event.target as HTMLFormElement, submitter };
    submitter?.setAttribute("aria-busy", "true");
    submitter?.setAttribute("disabled", "");
  };

  return (
    <div
      ref={box}
      onSubmit={hold}
      onPointerDown={() => (pressed.current = true)}
      onKeyDown={() => (pressed.current = true)}
    >
      {form}
    </div>
  );
}
