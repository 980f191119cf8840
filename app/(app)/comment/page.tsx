import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LessonReportForm } from "@/components/lesson-report/lesson-report-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Card, PageHeader } from "@/components/ui/card";
import { MissingChecklistLazy } from "@/components/missing/missing-checklist-lazy";
import { ServerData } from "@/components/data/server-data";
import { currentActor } from "@/lib/auth/current-actor";
import { lessonReportScreenData } from "@/lib/lesson-reports/screen-data";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("report"))("title") };
}

/** Teachers file their daily class report here; mentors file a lesson observation (the server checks the role again). */
export default async function LessonReportPage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  const mentor = actor.role === "mentor";
  const { data, renderedAt } = await lessonReportScreenData(actor);
  const t = await getTranslations("report");
  return (
    <div className="mx-auto max-w-2xl">
      {mentor ? (
        <PageHeader title={t("mentorTitle")} description={t("mentorDescription")} />
      ) : (
        <PageHeader title={t("title")} description={t("description")} />
      )}
      <ClientMessages namespaces={["report", "missing"]}>
        <MissingChecklistLazy mentor={mentor} />
        <Card>
          <ServerData data={data} renderedAt={renderedAt}>
            <LessonReportForm mentor={mentor} />
          </ServerData>
        </Card>
      </ClientMessages>
    </div>
  );
}
