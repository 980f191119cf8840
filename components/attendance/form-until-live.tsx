"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { GridNotice } from "@/components/attendance/grid-action-form";

/**
 * The grid the server rendered as a plain form (form-grid.tsx), until the live grid's code is here:
 * then `onLive` with the form's last message (the screen shows the live grid, which saves each tap,
 * and says the message again), unless the teacher has already
 * changed a status in the form or pressed it, when `onKept`: the form stays, its choices are not
 * dropped, and its Save sends them. If the code cannot be fetched, the form stays and still works.
 */
export function FormUntilLive({
  form,
  load,
  onLive,
  onKept,
}: {
  form: ReactNode;
  load: () => Promise<unknown>;
  onLive: (notice: GridNotice | null) => void;
  onKept: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A press on the form (a Mark all or Save button on its way to posting it) keeps it: swapping the
  // grid under the finger would drop that tap.
  const pressed = useRef(false);
  const [codeHere, setCodeHere] = useState(false);
  useEffect(() => {
    let mounted = true;
    load().then(
      () => mounted && setCodeHere(true),
      () => undefined, // offline before the code was cached: the form still works
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  // Decided in a layout effect: the swap it asks for is rendered before the browser handles any other
  // event. Decided in the promise's callback, a tap could land between the check and the render on a
  // form about to go, its click on a radio that no longer exists, and show no change at all.
  useLayoutEffect(() => {
    if (!codeHere) return;
    const radios = box.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    // Read from the page, not from React: a tap may have come before the page was hydrated.
    const edited = [...radios].some((radio) => radio.checked !== radio.defaultChecked);
    if (edited || pressed.current) return onKept();
    // The form's message (grid-action-form.tsx): an error is an alert, a success a status.
    const notice = box.current?.querySelector<HTMLElement>("form > [role]");
    onLive(notice ? { tone: notice.role === "alert" ? "error" : "success", text: notice.innerText } : null);
  }, [codeHere, onLive, onKept]);
  return (
    <div ref={box} onPointerDown={() => (pressed.current = true)} onKeyDown={() => (pressed.current = true)}>
      {form}
    </div>
  );
}
