import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { consumeQuota } from "@/lib/platform/rate-limit";
import type { PreferencesInput } from "@/lib/people/preferences.schema";

/** Saved on the user, so the choice follows them to every device at their next page. */
export async function savePreferences(actor: Actor, input: PreferencesInput): Promise<PreferencesInput> {
  // A language is chosen a few times at most; a loop of writes is refused like any other abuse.
  await consumeQuota(`preferences:user:${actor.id}`, 30, 60, "changes-throttled");
  await db.user.update({ where: { id: actor.id }, data: { locale: input.locale } });
  return { locale: input.locale };
}
