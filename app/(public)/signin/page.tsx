import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SignInScreen } from "@/components/auth/sign-in-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signInTitle") };
}

export default function SignInPage() {
  return (
    <ClientMessages namespaces={["auth"]}>
      <SignInScreen />
    </ClientMessages>
  );
}
