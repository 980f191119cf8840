// What a teacher screen shows first, read while the server renders it (components/data/server-data.tsx
// hands it to the screen's SWR hooks): a phone on a slow network gets a usable screen with the page
// instead of one or two more round trips after it.
import type { Actor } from "@/lib/auth/permissions";
import { REPORT_SCHOOLS_URL } from "@/lib/api-keys";
import { asJson, listSchools } from "@/lib/schools/schools";

/** The daily report's schools (their classes and subjects are asked for once a school is chosen). */
export async function lessonReportScreenData(actor: Actor) {
  return { data: { [REPORT_SCHOOLS_URL]: asJson({ data: await listSchools(actor) }) }, renderedAt: Date.now() };
}
