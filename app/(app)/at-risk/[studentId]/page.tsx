import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { StudentRisk } from "@/components/at-risk/student-risk";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("atRisk"))("title") };
}

/** One student's early-warning page: reasons, attendance calendar, marks trend, interventions. */
export default async function StudentRiskPage({ params }: { params: Promise<{ studentId: string }> }) {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  if (actor.role === "mentor") redirect("/comment");
  const { studentId } = await params;
  return (
    <ClientMessages namespaces={["atRisk", "studentProfile", "errors"]}>
      <StudentRisk studentId={studentId} />
    </ClientMessages>
  );
}
