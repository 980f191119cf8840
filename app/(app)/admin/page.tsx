import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { ClientMessages } from "@/components/i18n/client-messages";

export const metadata: Metadata = { title: "Admin Dashboard" };

export default function AdminPage() {
  return (
    <Suspense fallback={<Spinner label="Loading dashboard…" />}>
      {/* The overview's "Missing today" card (components/missing/missing-overview.tsx). */}
      <ClientMessages namespaces={["missing"]}>
        <AdminDashboard />
      </ClientMessages>
    </Suspense>
  );
}
