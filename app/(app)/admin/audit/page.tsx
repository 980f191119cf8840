import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuditLog } from "@/components/admin/users/audit-log";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to a user's role, status, password or sessions, and to school membership."
        actions={
          <AppLink href="/admin/users" className="font-semibold text-brand-700 hover:underline">
            Users
          </AppLink>
        }
      />
      <AuditLog />
    </>
  );
}
