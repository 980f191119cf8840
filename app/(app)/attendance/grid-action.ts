"use server";

import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { GridNotice } from "@/components/attendance/grid-action-form";
import { currentActor } from "@/lib/auth/current-actor";
import { isCrossSite } from "@/lib/http/cors";
import { withReasonText, type ProblemParams } from "@/lib/problems";
import { saveAttendanceForm } from "@/lib/services/attendance-form";

/**
 * The attendance grid's form action (components/attendance/form-grid.tsx). Posted before the page's
 * JavaScript has arrived, the page answers the post itself — one round trip on a slow phone, where a
 * route and a redirect cost two: "Mark all …" comes back as the grid with every status set and the
 * message; "Save" goes on to /success. Once the page's script runs, the same action is sent by fetch
 * (and "Save"'s answer carries the success page, again one round trip).
 * A refusal comes back as the message, nothing written. The class is not remembered here: the form is
 * the grid of the remembered class (else the first), and Next.js answers an action that sets a cookie
 * with the whole page again (14 kB against 1 kB on the slow-3G walk).
 */
export async function postAttendanceGrid(_previous: GridNotice | null, form: FormData): Promise<GridNotice | null> {
  const [t, errors] = await Promise.all([getTranslations("attendance"), getTranslations("errors")]);
  // Next.js refuses an action whose Origin is not the host; Sec-Fetch-Site also covers a browser that sends none.
  if (isCrossSite(await headers())) return { tone: "error", text: t("saveFailed") };
  const actor = await currentActor();
  if (!actor) redirect("/signin?callbackUrl=%2Fattendance");
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  const outcome = await saveAttendanceForm(actor, fields, randomUUID().slice(0, 8));
  if ("refused" in outcome) {
    const say = errors as unknown as (key: string, values?: ProblemParams) => string;
    const write = (code: string, params?: ProblemParams): string => say(code, withReasonText(params, write));
    return { tone: "error", text: outcome.status < 500 ? write(outcome.code, outcome.params) : t("saveFailed") };
  }
  if (!outcome.markedAll) redirect("/success?saved=attendance");
  const status = outcome.markedAll;
  // The raw status, as the live grid passes it: the catalogue words it for the sentence ("present").
  return { tone: "success", text: t("allMarked", { status }), markedAll: status };
}
