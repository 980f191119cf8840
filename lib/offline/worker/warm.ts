// Signed in, on a teacher screen, the page asks the worker (once a session, and again when a new build's
// worker takes over) to fetch the kept screens, their code and their data (lib/offline/kept.ts) that it
// does not have yet, so they open offline. What it keeps is the signed-in user's, sealed (./copies.ts): kept
// across sign-outs, so the owner's next sign-in finds it all and downloads none of it again.
import { STATIC_CACHE } from "@/lib/offline/cache-names";
import { dataToKeep, FIRST_DATA, isKeptData, KEPT_SCREENS } from "@/lib/offline/kept";
import { askKey, hasCopy, keepCopy, keptKey, openCopy } from "@/lib/offline/worker/copies";
import { STATIC_MAX } from "@/lib/offline/worker/serve";
import { forgetUser, logoutFirst } from "@/lib/offline/worker/session";

/**
 * Keeps `paths` and every chunk their code names (Turbopack writes the lazily loaded chunks of a page
 * into its code as "static/chunks/…"), so a part of a screen first opened offline still has its code.
 */
export async function keepCode(paths: string[], crawl: boolean): Promise<void> {
  const code = await caches.open(STATIC_CACHE);
  const seen = new Set<string>();
  const queue = [...paths];
  while (queue.length && seen.size < STATIC_MAX) {
    const path = queue.shift()!;
    if (!path.startsWith("/_next/static/") || seen.has(path)) continue;
    seen.add(path);
    let response = await code.match(path);
    if (!response) {
      response = await fetch(path).catch(() => undefined);
      if (!response || !response.ok) continue;
      await code.put(path, response.clone());
    }
    if (crawl && path.endsWith(".js")) {
      const text = await response.text();
      for (const found of text.match(/static\/chunks\/[\w.-]+\.(?:js|css)/g) ?? []) queue.push(`/_next/${found}`);
    }
  }
}

const idsOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((row: { _id?: unknown }) => row?._id).filter((id): id is string => typeof id === "string")
    : [];

/** `lists`: the lists a screen asks for on opening (the marks list's first page), named by the page. */
export async function warm(today: string, lists: string[], origin: string): Promise<void> {
  // Only a signed-in page asks: the key of whoever that is (the server says who), else nothing is kept.
  const kept = (await keptKey()) ?? (await askKey(logoutFirst));
  if (!kept) return;
  for (const path of KEPT_SCREENS) {
    // Already kept for this user (opened, or warmed, in this session or an earlier one): not downloaded
    // again (issue 50). A copy is never another user's (each has their own caches, sealed with their own
    // key) nor another build's (a new worker empties the screens when it takes over).
    if (await hasCopy(kept, "page", path)) continue;
    try {
      const response = await fetch(path, { credentials: "same-origin", redirect: "manual" });
      // Sent to sign in (or to change a reset password): the session is gone, and so are its copies.
      if (response.type === "opaqueredirect" || response.status === 401) return forgetUser();
      if (!response.ok || response.type !== "basic") continue;
      const html = await response.clone().text();
      await keepCopy(kept, "page", path, response);
      await keepCode(html.match(/\/_next\/static\/[^"'\s\\)]+/g) ?? [], true);
    } catch {
      return;
    }
  }
  const json = async (path: string): Promise<unknown> => {
    // What the screens fetched is already here, as fresh as their last fetch (they fetch it again online).
    const copy = await openCopy(kept, "data", path);
    if (copy) return copy.json();
    const response = await fetch(path, { credentials: "same-origin" });
    if (response.status === 401) await forgetUser();
    if (!response.ok) throw new Error(String(response.status));
    await keepCopy(kept, "data", path, response.clone());
    return response.json();
  };
  const tryJson = (path: string) => json(path).catch(() => null);
  const [schools, classes] = await Promise.all([tryJson(FIRST_DATA.schools), tryJson(FIRST_DATA.classes)]);
  const named = lists.filter((path) => isKeptData(new URL(path, origin).pathname));
  const schoolIds = idsOf((schools as { data?: unknown } | null)?.data);
  for (const path of [...named, ...dataToKeep(today, schoolIds, idsOf(classes))]) await tryJson(path);
}
