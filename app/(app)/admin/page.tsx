import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { AdminDashboard } from "@/components/admin/admin-dashboard";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminPage() {
  return (
    <Suspense fallback={<Spinner label="Loading dashboard…" />}>
      <AdminDashboard />
    </Suspense>
  );
}
