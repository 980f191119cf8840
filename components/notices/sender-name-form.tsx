"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { SaveRow, type SaveMessage } from "@/components/notices/save-row";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { apiFetch } from "@/lib/client/fetcher";
import { SCHOOLS_KEY, type SchoolJson } from "@/lib/client/schools";
import { SENDER_NAME_MAX } from "@/lib/notice-constants";

/**
 * Admins: the name the school's SMS open with (docs/product-spec.md#notices). Its rule (letters, digits,
 * spaces) is the server's schema's, which answers what is wrong; blank: the school's name, cleaned.
 */
export function SenderNameForm({ school }: { school: SchoolJson }) {
  const t = useTranslations("notices");
  const say = useSay();
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState(school.senderName);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await apiFetch<SchoolJson>("/api/schools/my-school", {
        method: "PUT",
        body: { _id: school._id, senderName: value },
      });
      setValue(saved.senderName);
      void mutate(SCHOOLS_KEY);
      setMessage({ tone: "success", text: t("senderNameSaved") });
    } catch (error) {
      setMessage({ tone: "error", text: say(errorSaid(error, t("senderNameNotSaved"))) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("senderNameTitle")}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={t("senderName")}
          hint={t("senderNameHint", { max: SENDER_NAME_MAX })}
          maxLength={SENDER_NAME_MAX + 20}
          value={value}
          placeholder={school.name}
          onChange={(e) => setValue(e.target.value)}
        />
        <SaveRow message={message} busy={busy} label={t("saveSenderName")} />
      </form>
    </Card>
  );
}
