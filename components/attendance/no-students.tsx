"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";

/** The empty state of docs/product-spec.md#errors for a class without students, with 'Add First Student'. */
export function NoStudents({ onAddStudent }: { onAddStudent: () => void }) {
  const t = useTranslations("attendance");
  return (
    <EmptyState title={t("noStudentsTitle")}>
      <p>{t("noStudentsText")}</p>
      <Button className="mt-3" onClick={onAddStudent}>
        {t("addFirstStudent")}
      </Button>
    </EmptyState>
  );
}
