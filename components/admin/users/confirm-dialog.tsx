"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";

export interface PendingAction {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<void>;
}

/** Asks before a change to someone's account; keeps the dialog open with the error when it fails. */
export function ConfirmDialog({
  action,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  action: PendingAction | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("adminUsers.common");
  return (
    <Modal
      open={action !== null}
      title={action?.title ?? ""}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button variant={action?.danger ? "danger" : "primary"} loading={busy} onClick={onConfirm}>
            {action?.confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <Notice tone="error" className="mb-3">
          {error}
        </Notice>
      ) : null}
      <div className="text-slate-700">{action?.body}</div>
    </Modal>
  );
}

/**
 * A card's changes that run with a spinner and say their failure (`fallback` when the error has no
 * message of its own): `ask` opens the confirmation of one, `run` runs one at once, `dialog` goes to
 * the card's <ConfirmDialog>.
 */
export function useConfirmedActions(fallback: string) {
  const say = useSay();
  const [action, setAction] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(job: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await job();
      setAction(null);
    } catch (caught) {
      setError(say(errorSaid(caught, fallback)));
    } finally {
      setBusy(false);
    }
  }
  const ask = (next: PendingAction) => {
    setError(null);
    setAction(next);
  };
  const dialog = {
    action,
    busy,
    error,
    onConfirm: () => void (action && run(action.run)),
    onClose: () => setAction(null),
  };
  return { action, busy, error, run, ask, dialog };
}
