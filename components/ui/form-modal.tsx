"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { FormShell } from "@/components/ui/form-shell";
import { Modal } from "@/components/ui/modal";
import type { Form } from "@/components/ui/use-form";

interface Props {
  /** The form element's id: the footer's submit button names it. */
  id: string;
  title: string;
  submitLabel: string;
  submitVariant?: ButtonProps["variant"];
  submitDisabled?: boolean;
  form: Form;
  /** The values to check and send, read at the tap. */
  values: () => unknown;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** A form in a modal, run by useForm: Cancel and the submit button in the footer, the form's message on top. */
export function FormModal({
  id,
  title,
  submitLabel,
  submitVariant,
  submitDisabled,
  form,
  values,
  onClose,
  className = "space-y-3",
  children,
}: Props) {
  const t = useTranslations("common");
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={id} variant={submitVariant} loading={form.pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormShell id={id} form={form} values={values} className={className}>
        {children}
      </FormShell>
    </Modal>
  );
}
