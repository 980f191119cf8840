import type { Metadata } from "next";
import { ReportCardsScreen } from "@/components/report-cards/report-cards-screen";
import { currentActor } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Report cards" };

export default async function ReportCardsPage() {
  const actor = await currentActor();
  // Mentors observe lessons; remarks are the class teachers' and admins' (the server checks it too).
  return (
    <ReportCardsScreen
      mayRemark={actor?.role === "teacher" || actor?.role === "admin"}
      isAdmin={actor?.role === "admin"}
    />
  );
}
