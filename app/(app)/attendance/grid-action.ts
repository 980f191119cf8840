"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { GridNotice } from "@/components/attendance/grid-action-form";
import { action } from "@/lib/http/action";
import { problemWords, type ProblemParams } from "@/lib/problems/codes";
import { saveAttendanceForm } from "@/lib/attendance/attendance-form";

const saveGrid = action({ who: "signed-in" }, ({ actor, fields }) => saveAttendanceForm(actor, fields));

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
  const [outcome, t, errors] = await Promise.all([
    saveGrid(form),
    getTranslations("attendance"),
    getTranslations("errors"),
  ]);
  if (!outcome.ok) {
    const { code, params, status } = outcome.problem;
    if (code === "sign-in-required") redirect("/signin?callbackUrl=%2Fattendance");
    const write = problemWords(errors as unknown as (key: string, values?: ProblemParams) => string);
    // The visitor's problem in words; the server's own (5xx) only as "not saved": its reference is in the log.
    return { tone: "error", text: status < 500 ? write(code, params) : t("saveFailed") };
  }
  if (!outcome.value.markedAll) redirect("/success?saved=attendance");
  const status = outcome.value.markedAll;
  // The raw status, as the live grid passes it: the catalogue words it for the sentence ("present").
  return { tone: "success", text: t("allMarked", { status }), markedAll: status };
}
