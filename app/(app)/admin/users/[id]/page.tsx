import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { UserDetail } from "@/components/admin/users/user-detail";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "User" };

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  const { id } = await params;
  return (
    <>
      <PageHeader
        title="User"
        actions={
          <AppLink href="/admin/users" className="font-semibold text-brand-700 hover:underline">
            All users
          </AppLink>
        }
      />
      <UserDetail id={encodeURIComponent(id)} selfId={actor.id} />
    </>
  );
}
