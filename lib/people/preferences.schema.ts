import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

export const LOCALE_MESSAGE = "locale-invalid";

/** PUT /api/users/me/preferences (docs/api-contract.md#preferences). */
export const preferencesSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: LOCALE_MESSAGE }),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;
