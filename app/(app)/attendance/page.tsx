import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AttendanceScreen } from "@/components/attendance/attendance-screen";
import { ClientMessages } from "@/components/i18n/client-messages";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("attendance"))("pageTitle") };
}

export default async function AttendancePage() {
  const user = await currentActor();
  if (!user) redirect("/signin");
  // docs/product-spec.md#roles: the school Edit button is for the role exactly 'admin'.
  return (
    <ClientMessages namespaces={["attendance", "csv"]}>
      <AttendanceScreen isAdmin={user.role === "admin"} />
    </ClientMessages>
  );
}
