"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";

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
