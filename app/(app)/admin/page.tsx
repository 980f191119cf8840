import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { ClientMessages } from "@/components/i18n/client-messages";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminPage() {
  return (
    <ClientMessages namespaces={["reports"]}>
      <Suspense fallback={<Spinner label="Loading dashboard…" />}>
        <AdminDashboard />
      </Suspense>
    </ClientMessages>
  );
}
