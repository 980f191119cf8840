import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { VerdictView } from "@/components/verify/verdict-view";
import { VerifyShell } from "@/components/verify/verify-shell";
import { Notice } from "@/components/ui/notice";
import { ApiError } from "@/lib/problems/api-error";
import { clientAddress } from "@/lib/http/client-address";
import { getFormat } from "@/lib/i18n/server-format";
import { verifyCard } from "@/lib/report-cards/verification";
import { verifyParams, verifyQuery } from "@/lib/report-cards/verify.schema";

/** The path segment as typed: "ABCD%20EFGH" is "ABCD EFGH"; a broken escape stays as it came. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("verify"))("title") };
}

// Every visit checks the code again (and counts against the address's wrong codes): never cached.
export const dynamic = "force-dynamic";

/** /verify/{code}[?s=…]: anyone, signed in or not, sees what a report card's code proves (docs/product-spec.md#signed-cards). */
export default async function VerifyCodePage({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, errors, format] = await Promise.all([getTranslations("verify"), getTranslations("errors"), getFormat()]);
  const code = verifyParams.safeParse(await params);
  const query = verifyQuery.safeParse(await searchParams);
  // What the route's schemas refuse with 400 is, on paper, a code that is not a card's.
  const typed = code.success ? decoded(code.data.code) : "";
  const address = clientAddress(new Request("http://localhost/", { headers: await headers() }));
  const verdict = await verifyCard(typed || "-", query.success ? query.data.s : "-", address).catch(
    (error: unknown) => {
      // Too many wrong codes from this address: said on the page, in the reader's language.
      if (error instanceof ApiError && error.status === 429) return null;
      throw error;
    },
  );
  const body = verdict ? (
    <VerdictView verdict={verdict} t={t} format={format} />
  ) : (
    <Notice tone="error">{errors("too-many-wrong-codes")}</Notice>
  );
  return <VerifyShell typed={typed}>{body}</VerifyShell>;
}
