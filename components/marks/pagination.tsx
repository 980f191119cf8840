import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Previous / Next and 'Page x of y' (docs/product-spec.md#marks-screen). */
export function Pagination({
  page,
  totalPages,
  onPage,
  busy,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const t = useTranslations("marks");
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        {t("previous")}
      </Button>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        {t("pageOf", { page, totalPages })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages || busy}>
        {t("next")}
      </Button>
    </nav>
  );
}
