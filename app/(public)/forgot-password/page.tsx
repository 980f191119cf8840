import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { AppLink } from "@/components/ui/app-link";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="No e-mail needed: your school's admin can give you a temporary password."
      footer={
        <AppLink href="/signin" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </AppLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
