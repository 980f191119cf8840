import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";

export function SignInScreen() {
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to file reports, attendance and marks.">
      <Suspense>
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
