"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

export type ModalSize = "md" | "lg" | "xl";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** A secondary button that closes the dialog, first in the footer ("Close"). */
  closeLabel?: string;
  size?: ModalSize;
}

const widths = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" };

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, and focus returns to
 * the element that opened it.
 */
export function Modal({ open, title, onClose, children, footer, closeLabel, size = "md" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Where the press began: a text selection dragged out onto the backdrop must not close the dialog.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const t = useTranslations("common");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) return void (dialog.open && dialog.close());
    // The browser gives focus back only when a dialog closes in place, and screens unmount theirs:
    // the opener, focused before showModal, is focused again when the dialog closes or goes away.
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a dialog's cancel on to the dialogs around it (a student's profile opened over
        // the class's students): Escape closes the top one only.
        if (event.target === event.currentTarget) onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current;
      }}
      onClick={(event) => {
        if (event.target === ref.current && pressedOnBackdrop.current) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${widths[size]} rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("closeDialog")}
              className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden>✕</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer || closeLabel ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {closeLabel ? (
                <Button variant="secondary" onClick={onClose}>
                  {closeLabel}
                </Button>
              ) : null}
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
