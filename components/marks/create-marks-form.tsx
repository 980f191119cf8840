"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { CreateMarksFields as Fields } from "@/components/marks/create-marks-fields";
import { EmptyState } from "@/components/ui/card";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { useMarkClasses } from "@/lib/marks/marks.client";

// The form is shown once the classes are here: its code is fetched alongside them, not in the first load.
const CreateMarksFields = lazyComponent<ComponentProps<typeof Fields>>(() =>
  import("@/components/marks/create-marks-fields").then((m) => m.CreateMarksFields),
);

/** /create-marks: the user's classes, then the form (marks for one or many students of a class in one save). */
export function CreateMarksForm({ viewerId }: { viewerId?: string | null }) {
  const t = useTranslations("marks");
  usePreload([CreateMarksFields], "now");
  const classes = useMarkClasses();
  if (classes.error) return <Notice tone="error">{t("loadFailed")}</Notice>;
  if (!classes.data) return <Spinner label={t("loadingClasses")} />;
  if (classes.data.length === 0) return <EmptyState title={t("noClassesTitle")}>{t("noClassesBody")}</EmptyState>;
  return <CreateMarksFields classes={classes.data} viewerId={viewerId} />;
}
