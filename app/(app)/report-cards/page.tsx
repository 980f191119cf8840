import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ReportCardsScreen } from "@/components/report-cards/report-cards-screen";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("reportCards"))("title") };
}

export default async function ReportCardsPage() {
  const actor = await currentActor();
  // Mentors observe lessons; remarks are the class teachers' and admins' (the server checks it too).
  return (
    <ClientMessages namespaces={["reportCards"]}>
      <ReportCardsScreen
        mayRemark={actor?.role === "teacher" || actor?.role === "admin"}
        isAdmin={actor?.role === "admin"}
      />
    </ClientMessages>
  );
}
