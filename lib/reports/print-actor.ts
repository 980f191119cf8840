import { notFound, redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { getLocale } from "next-intl/server";
import { ApiError } from "@/lib/problems/api-error";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { reportWords, type ReportWords } from "@/lib/i18n/report-words";

/** The printable pages are admin screens: the same identity check as every API route. */
export async function requirePrintActor(): Promise<Actor> {
  const user = await currentActor();
  if (!user) redirect("/signin");
  if (!isAdmin(user)) redirect("/comment");
  return user;
}

/** A report for a print page: a record outside the actor's reach is the 404 page. */
export async function loadForPrint<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** The report words of the page's language (lib/http/screen-locale.ts chose it). */
export async function pageReportWords(): Promise<ReportWords> {
  const locale = await getLocale();
  return reportWords(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
