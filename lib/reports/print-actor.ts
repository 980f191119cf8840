import { notFound, redirect } from "next/navigation";
import { db } from "@/lib/db";
import { getSessionUser } from "@/lib/auth/session";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/http/api-error";

/** The printable pages are admin screens: re-read the user so a changed role takes effect at once. */
export async function requirePrintActor(): Promise<Actor> {
  const session = await getSessionUser();
  if (!session) redirect("/signin");
  const user = await db.user.findUnique({ where: { id: session.id }, select: { id: true, username: true, email: true, role: true } });
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
