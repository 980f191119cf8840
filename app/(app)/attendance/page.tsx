import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AttendanceScreen } from "@/components/attendance/attendance-screen";
import { FormGrid, type FormGridProps } from "@/components/attendance/form-grid";
import { ServerData } from "@/components/data/server-data";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { classAttendanceKey, studentsKey } from "@/lib/api-keys";
import { REMEMBERED_CLASS_COOKIE } from "@/lib/attendance/remembered-class.client";
import { attendanceScreenData } from "@/lib/attendance/screen-data";
import { postAttendanceGrid } from "./grid-action";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("attendance"))("pageTitle") };
}

export default async function AttendancePage() {
  const user = await currentActor();
  if (!user) redirect("/signin");
  const remembered = (await cookies()).get(REMEMBERED_CLASS_COOKIE)?.value;
  const { classId, today, data, renderedAt } = await attendanceScreenData(user, remembered);
  const students = classId ? (data[studentsKey(classId)] as FormGridProps["students"]) : [];
  const serverGrid =
    classId && today && students.length > 0 ? (
      <FormGrid
        classId={classId}
        date={today}
        students={students}
        records={data[classAttendanceKey(classId, today)] as FormGridProps["records"]}
        action={postAttendanceGrid}
      />
    ) : undefined;
  const t = await getTranslations("attendance");
  // docs/product-spec.md#roles: the school Edit button is for the role exactly 'admin'.
  return (
    <ClientMessages namespaces={["attendance", "csv", "studentProfile", "atRisk", "errors"]}>
      <PageHeader title={t("title")} />
      <ServerData data={data} renderedAt={renderedAt}>
        <AttendanceScreen isAdmin={user.role === "admin"} rememberedClassId={classId} serverGrid={serverGrid} />
      </ServerData>
    </ClientMessages>
  );
}
