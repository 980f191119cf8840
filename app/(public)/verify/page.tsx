import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { VerifyShell } from "@/components/verify/verify-shell";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("verify"))("title") };
}

/** /verify: the form for a code typed from paper; /verify?code=… goes on to that code's page. */
export default async function VerifyFormPage({
  searchParams,
}: {
  searchParams: Promise<{ code?: string | string[] }>;
}) {
  const { code } = await searchParams;
  const typed = typeof code === "string" ? code.trim().slice(0, 40) : "";
  if (typed) redirect(`/verify/${encodeURIComponent(typed)}`);
  return <VerifyShell />;
}
