import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AtRiskScreen } from "@/components/at-risk/at-risk-screen";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("atRisk"))("title") };
}

/** Students at risk: teachers see their schools' classes, admins any school; mentors follow lessons, not pupils. */
export default async function AtRiskPage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  if (actor.role === "mentor") redirect("/comment");
  return (
    <ClientMessages namespaces={["atRisk", "studentProfile", "errors"]}>
      <AtRiskScreen admin={actor.role === "admin"} />
    </ClientMessages>
  );
}
