import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { currentActor } from "@/lib/auth/current-actor";
import { homeFor } from "@/lib/auth/redirects";

export const metadata: Metadata = { title: "Change password" };

export default async function ChangePasswordPage() {
  const actor = await currentActor();
  const forced = Boolean(actor?.mustChangePassword);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Change password"
        description="Choose a new password. Your other devices are signed out; this one stays signed in."
      />
      {forced ? (
        <Notice tone="warning" className="mb-4">
          Your password was reset by an admin. Enter the temporary password as your current password and choose a new
          one to continue.
        </Notice>
      ) : null}
      <Card>
        <ChangePasswordForm then={forced ? homeFor(actor?.role) : undefined} />
      </Card>
    </div>
  );
}
