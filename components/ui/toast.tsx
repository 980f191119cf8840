"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Say } from "@/components/i18n/say";

export interface ToastMessage {
  tone: "success" | "error";
  text: string;
  /** A new id for each message, so a repeated text shows (and times out) again. */
  id: number;
}

const SUCCESS_MS = 4_000;

/**
 * A message at the bottom of the screen, where the thumb that tapped is: feedback at the point of
 * action on a phone however far down the list the teacher is. Successes fade after a few seconds;
 * errors stay until closed.
 */
export function Toast({ message, onClose }: { message: ToastMessage | null; onClose: () => void }) {
  const t = useTranslations("common");
  useEffect(() => {
    if (!message || message.tone === "error") return;
    const timer = setTimeout(onClose, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  // The live region stays in the page so screen readers announce each new message.
  return (
    <div
      role={message?.tone === "error" ? "alert" : "status"}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center sm:bottom-6"
    >
      {message ? (
        <div
          key={message.id}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-white shadow-lg ${
            message.tone === "error" ? "bg-red-700" : "bg-green-800"
          }`}
        >
          <span>
            <Say said={message.text} />
          </span>
          {/* Not the modal's close button: a toast's × sits on its coloured strip and dismisses a message, not a dialog. */}
          <button
            type="button"
            onClick={onClose}
            aria-label={t("dismissMessage")}
            className="-my-2 -mr-2 min-h-11 min-w-11 rounded-lg text-lg leading-none hover:bg-white/20"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
