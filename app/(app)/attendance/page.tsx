import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AttendanceScreen } from "@/components/attendance/attendance-screen";
import { REMEMBERED_CLASS_COOKIE } from "@/components/attendance/remembered-class";
import { ServerData } from "@/components/data/server-data";
import { ClientMessages } from "@/components/i18n/client-messages";
import { currentActor } from "@/lib/auth/current-actor";
import { attendanceScreenData } from "@/lib/services/screen-data";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("attendance"))("pageTitle") };
}

export default async function AttendancePage() {
  const user = await currentActor();
  if (!user) redirect("/signin");
  const remembered = (await cookies()).get(REMEMBERED_CLASS_COOKIE)?.value;
  const { classId, data, renderedAt } = await attendanceScreenData(user, remembered);
  // docs/product-spec.md#roles: the school Edit button is for the role exactly 'admin'.
  return (
    <ClientMessages namespaces={["attendance", "csv"]}>
      <ServerData data={data} renderedAt={renderedAt}>
        <AttendanceScreen isAdmin={user.role === "admin"} rememberedClassId={classId} />
      </ServerData>
    </ClientMessages>
  );
}
