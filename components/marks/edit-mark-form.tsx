"use client";

import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import type { EditMarkForm as Form } from "@/components/marks/edit-mark-fields";
import { PageHeader } from "@/components/ui/card";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/error-message";
import { useMark, useMarkClasses } from "@/lib/marks/marks.client";

// The form is shown once the mark is here: its code is fetched alongside it, not in the first load.
const EditMarkForm = lazyComponent<ComponentProps<typeof Form>>(() =>
  import("@/components/marks/edit-mark-fields").then((m) => m.EditMarkForm),
);

const backLink =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

function MarkNotFound() {
  const t = useTranslations("marks");
  return (
    <div className="mx-auto max-w-xl text-center">
      <PageHeader title={t("notFoundTitle")} />
      <p className="mb-6 text-slate-700">{t("notFoundBody")}</p>
      <AppLink href="/marks" className={backLink}>
        {t("backToMarks")}
      </AppLink>
    </div>
  );
}

/** /edit-marks/{id}: load the mark ('Mark Not Found' for a missing or foreign id), then edit it. */
export function EditMarkScreen({ id, viewerId }: { id: string; viewerId?: string | null }) {
  const t = useTranslations("marks");
  usePreload([EditMarkForm], "now");
  const mark = useMark(id);
  const classes = useMarkClasses();
  if (mark.error instanceof ApiClientError && (mark.error.status === 404 || mark.error.status === 400))
    return <MarkNotFound />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("editTitle")} description={t("editDescription")} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {mark.error ? (
          <Notice tone="error">{t("loadMarkFailed")}</Notice>
        ) : classes.error ? (
          <Notice tone="error">{t("loadFailed")}</Notice>
        ) : !mark.data || !classes.data ? (
          <Spinner label={t("loadingMark")} />
        ) : (
          <EditMarkForm key={mark.data._id} mark={mark.data} classes={classes.data} viewerId={viewerId} />
        )}
      </div>
    </div>
  );
}
