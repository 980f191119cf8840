import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PrefetchCode } from "@/components/auth/prefetch-code";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { KeptNotice } from "@/components/offline/kept-notice";
import { readRetryMinutes, readSignInError } from "@/lib/auth/sign-in-errors";
import { dailyReportCode } from "@/lib/http/screen-code";
import { postSignInForm, signInAction } from "./sign-in-action";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signInTitle") };
}

// A remembered address is checked where it is used (lib/auth/redirects.ts); this only bounds its length.
const MAX_CALLBACK_LENGTH = 2000;

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[]; error?: string | string[]; retry?: string | string[] }>;
}) {
  const query = await searchParams;
  const callbackUrl = typeof query.callbackUrl === "string" ? query.callbackUrl : undefined;
  return (
    <ClientMessages namespaces={["auth", "offlineKept"]}>
      {/* Items saved on this phone that wait for their owner's sign-in (docs/offline.md#sign-out). */}
      <KeptNotice />
      <SignInScreen
        actions={{ post: postSignInForm, send: signInAction }}
        callbackUrl={callbackUrl && callbackUrl.length <= MAX_CALLBACK_LENGTH ? callbackUrl : undefined}
        error={readSignInError(query.error)}
        retryMinutes={readRetryMinutes(query.retry)}
      />
      {/* Most people open the daily report next: its code comes while they type. */}
      <PrefetchCode paths={dailyReportCode()} />
    </ClientMessages>
  );
}
