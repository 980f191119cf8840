"use client";

import { AppLink } from "@/components/ui/app-link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFetch } from "@/lib/client/fetcher";
import { errorMessage } from "@/lib/client/error-message";
import { storeSession, type StoredUser } from "@/lib/client/session";
import { track } from "@/lib/client/track";
import { afterSignIn } from "@/lib/auth/redirects";

export function SignInForm() {
  const searchParams = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { signInSchema } = await import("@/lib/validation/auth");
    const parsed = signInSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const signingIn = apiFetch<{ token: string; user: StoredUser }>("/api/auth/signin", {
        method: "POST",
        body: parsed.data,
        redirectOn401: false,
      });
      void signingIn
        .then(
          () => true,
          () => false,
        )
        .then((success) => track("login_attempt", { action: "sign_in", success }));
      const result = await signingIn;
      storeSession(result.token, result.user);
      // A full navigation so the server renders the signed-in shell with the new cookie.
      window.location.assign(afterSignIn(result.user.role, searchParams.get("callbackUrl"), window.location.origin));
    } catch (caught) {
      setError(errorMessage(caught, "Login failed. Please try again."));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className="flex justify-end">
        {/* docs/product-spec.md#sign-in-screen: the link is shown but password recovery is not part of the product yet. */}
        <a
          href="#"
          onClick={(e) => e.preventDefault()}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Forgot password?
        </a>
      </div>
      <Button type="submit" loading={busy} className="w-full">
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600">
        No account yet?{" "}
        <AppLink href="/signup" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </AppLink>
      </p>
    </form>
  );
}
