"use client";

import { useSay } from "@/components/i18n/use-say";
import type { Said } from "@/lib/problems/codes";

/** A problem or a line of the screen's, in the screen's language (useSay). */
export function Say({ said }: { said: Said }) {
  return useSay()(said);
}
