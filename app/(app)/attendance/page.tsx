import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Attendance Management" };

export default function AttendancePage() {
  return <PageHeader title="Attendance Management" />;
}
