import { useTranslations } from "next-intl";

export function Spinner({ label }: { label?: string }) {
  const t = useTranslations("common");
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-slate-600">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label ?? t("loading")}</span>
    </div>
  );
}
