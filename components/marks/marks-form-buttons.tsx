import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Form } from "@/components/ui/use-form";

/** Cancel (back to the list as it was left) and the submit button of the create and edit marks forms. */
export function MarksFormButtons({
  form,
  onCancel,
  label,
  track,
}: {
  form: Form;
  onCancel: () => void;
  label: string;
  track: string;
}) {
  const t = useTranslations("marks");
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
        {t("cancel")}
      </Button>
      <Button data-track={track} type="submit" loading={form.pending} disabled={form.succeeded}>
        {label}
      </Button>
    </div>
  );
}
