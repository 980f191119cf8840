import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { UsersList } from "@/components/admin/users/users-list";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage() {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  return (
    <>
      <PageHeader
        title="Users"
        description="Find a user to change their role, reset their password, end their sessions or deactivate them."
        actions={
          <>
            <AppLink href="/admin/audit" className="font-semibold text-brand-700 hover:underline">
              Audit log
            </AppLink>
            <AppLink href="/admin" className="font-semibold text-brand-700 hover:underline">
              Dashboard
            </AppLink>
          </>
        }
      />
      <UsersList />
    </>
  );
}
