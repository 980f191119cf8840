"use client";

import { useTranslations } from "next-intl";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { apiFetch } from "@/lib/client/fetcher";
import { SCHOOLS_KEY, type SchoolJson } from "@/lib/schools/schools.client";
import { SENDER_NAME_MAX } from "@/lib/schools/sender-name.shared";

/**
 * Admins: the name the school's SMS open with (docs/product-spec.md#notices). Its rule (letters, digits,
 * spaces) is the shared schema's, checked here before the send and again by the server; blank: the
 * school's name, cleaned.
 */
export function SenderNameForm({ school }: { school: SchoolJson }) {
  const t = useTranslations("notices");
  const say = useSay();
  const { mutate } = useSWRConfig();
  const form = useForm({
    schema: () => import("@/lib/schools/schools.schema").then((m) => m.updateSchoolSchema),
    send: (_data, input) =>
      apiFetch<SchoolJson>("/api/schools/my-school", { method: "PUT", body: input as Record<string, unknown> }),
    success: t("senderNameSaved"),
    onSuccess: (saved) => {
      setValues({ senderName: saved.senderName });
      void mutate(SCHOOLS_KEY);
    },
    describeFailure: (error) => t("senderNameNotSaved", { reason: say(errorSaid(error)) }),
    fallback: t("senderNameNotSaved", { reason: "" }),
    fields: ["senderName"],
  });
  const { values, setValues, bind } = useFormValues({ senderName: school.senderName }, form);

  return (
    <Card title={t("senderNameTitle")}>
      <FormShell form={form} values={() => ({ _id: school._id, ...values })} className="space-y-4">
        <TextField
          label={t("senderName")}
          hint={t("senderNameHint", { max: SENDER_NAME_MAX })}
          maxLength={SENDER_NAME_MAX + 20}
          placeholder={school.name}
          {...bind("senderName")}
        />
        <Button type="submit" loading={form.pending}>
          {t("saveSenderName")}
        </Button>
      </FormShell>
    </Card>
  );
}
