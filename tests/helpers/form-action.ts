import type { Actor } from "@/lib/auth/permissions";
import type { ActionEdge, ActionOutcome } from "@/lib/http/action";

/**
 * A form action's request as Next.js would hand it over, from a page of this site unless `headers` say
 * otherwise (lib/http/action.ts reads only these two things).
 */
export const postedBy = (actor: Actor | null, headers: Record<string, string> = {}): ActionEdge => ({
  headers: async () =>
    new Headers({ host: "localhost", "sec-fetch-site": "same-origin", origin: "http://localhost", ...headers }),
  actor: async () => actor,
});

/** Fields as the browser posts a form. */
export function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** An outcome's problem, or null when the action did its work. */
export const problemOf = <T>(outcome: ActionOutcome<T>) => (outcome.ok ? null : outcome.problem);
