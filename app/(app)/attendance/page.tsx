import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AttendanceScreen } from "@/components/attendance/attendance-screen";
import { FormGrid, type FormGridProps } from "@/components/attendance/form-grid";
import { STATUS_LABEL_KEY } from "@/components/attendance/status-style";
import { ServerData } from "@/components/data/server-data";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { classAttendanceKey, studentsKey } from "@/lib/client/api-keys";
import { REMEMBERED_CLASS_COOKIE } from "@/lib/client/remembered-class";
import { ATTENDANCE_STATUSES } from "@/lib/constants";
import { knownTextKey } from "@/lib/i18n/known-text";
import { attendanceScreenData } from "@/lib/services/screen-data";
import { NOTHING_MARKED } from "@/lib/validation/attendance-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("attendance"))("pageTitle") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** What the last post of the plain form did (?marked=) or why it was refused (?problem=, a known message key). */
async function formNotice(search: Awaited<Search>): Promise<FormGridProps["notice"]> {
  const [t, vocab, known] = await Promise.all([
    getTranslations("attendance"),
    getTranslations("vocab"),
    getTranslations("known"),
  ]);
  const marked = ATTENDANCE_STATUSES.find((status) => status === search.marked);
  if (marked) return { tone: "success", text: t("allMarked", { status: vocab(STATUS_LABEL_KEY[marked]) }) };
  const problem = typeof search.problem === "string" ? search.problem : null;
  if (!problem) return null;
  if (problem === knownTextKey(NOTHING_MARKED)) return { tone: "error", text: t("nothingMarked") };
  return { tone: "error", text: known.has(problem) ? known(problem) : t("saveFailed") };
}

export default async function AttendancePage({ searchParams }: { searchParams: Search }) {
  const user = await currentActor();
  if (!user) redirect("/signin");
  const remembered = (await cookies()).get(REMEMBERED_CLASS_COOKIE)?.value;
  const { classId, today, data, renderedAt } = await attendanceScreenData(user, remembered);
  const students = classId ? (data[studentsKey(classId)] as FormGridProps["students"]) : [];
  const notice = await formNotice(await searchParams);
  const serverGrid =
    classId && today && students.length > 0 ? (
      <FormGrid
        classId={classId}
        date={today}
        students={students}
        records={data[classAttendanceKey(classId, today)] as FormGridProps["records"]}
        notice={notice}
      />
    ) : undefined;
  const t = await getTranslations("attendance");
  // docs/product-spec.md#roles: the school Edit button is for the role exactly 'admin'.
  return (
    <ClientMessages namespaces={["attendance", "csv"]}>
      <PageHeader title={t("title")} />
      <ServerData data={data} renderedAt={renderedAt}>
        <AttendanceScreen
          isAdmin={user.role === "admin"}
          rememberedClassId={classId}
          serverGrid={serverGrid}
          formNotice={serverGrid ? notice : null}
        />
      </ServerData>
    </ClientMessages>
  );
}
