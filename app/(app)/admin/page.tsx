import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminPage() {
  return <PageHeader title="Admin Dashboard" />;
}
