"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

/** What a notices form said about its last save. */
export type SaveMessage = { tone: "success" | "error"; text: string } | null;

/** The end of a notices form: what its last save said, and its submit button ("Saving…" while it runs). */
export function SaveRow({ message, busy, label }: { message: SaveMessage; busy: boolean; label: string }) {
  const t = useTranslations("notices");
  return (
    <>
      {message ? (
        <div role={message.tone === "error" ? "alert" : "status"}>
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t("saving") : label}
      </Button>
    </>
  );
}
