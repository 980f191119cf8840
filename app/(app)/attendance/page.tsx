import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AttendanceScreen } from "@/components/attendance/attendance-screen";
import { currentActor } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Attendance Management" };

export default async function AttendancePage() {
  const user = await currentActor();
  if (!user) redirect("/signin");
  // docs/product-spec.md#roles: the school Edit button is for the role exactly 'admin'.
  return <AttendanceScreen isAdmin={user.role === "admin"} />;
}
