import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Card, PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Change password" };

export default function ChangePasswordPage() {
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Change password"
        description="Choose a new password. Your other devices are signed out; this one stays signed in."
      />
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
