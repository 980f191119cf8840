// The worker's copies of one user's teacher screens and data (docs/offline.md#copies-at-sign-out): kept in
// that user's own caches (pagesCache/dataCache of lib/offline/cache-names.ts), always sealed with the key
// only the server gives (GET /api/offline/key; lib/offline/seal.ts), and opened only with the key of the
// user the server last said is signed in here (lib/offline/copy-key.ts). At a sign-out, a 401 or a sign-in
// the key goes (forgetCopyKey) and the copies stay on the phone as ciphertext: the owner's next sign-in
// brings her key back and they open again without a download; anyone else's sign-in brings another key,
// which opens only that user's caches. Stored sealed all the time, not sealed at Logout: a session that
// ends without Logout (an admin, a closed browser, a flat battery) leaves nothing in the clear either,
// and Logout stays instant and offline-proof (no sealing work to finish before the sign-in screen).
import { forgetCopyKey, readCopyKey, storeCopyKey, type CopyKey } from "@/lib/offline/copy-key";
import { copyName, dataCache, pagesCache } from "@/lib/offline/cache-names";
import { importSealKey, openResponse, sealResponse } from "@/lib/offline/seal";
import { queueUser } from "@/lib/offline/queue";
import { worker } from "@/lib/offline/worker/scope";

export const OFFLINE_KEY_PATH = "/api/offline/key";

// The key in memory once read (IndexedDB is the truth across the worker's restarts). `generation` moves at
// every forget: a key asked for before a sign-out or a sign-in, answered after it, is never kept.
let current: CopyKey | null | undefined;
let generation = 0;
let asking: Promise<CopyKey | null> | null = null;

async function known(): Promise<CopyKey | null> {
  if (current === undefined) {
    const at = generation;
    const read = await readCopyKey();
    if (at === generation && current === undefined) current = read;
  }
  return current ?? null;
}

/**
 * Navigation preload makes the browser download every screen while the worker starts, also the ones it
 * then answers from its copies (issue 50: bytes a teacher pays for). On while no copies can be opened.
 */
function preload(on: boolean) {
  const navigationPreload = worker.registration.navigationPreload;
  void (on ? navigationPreload?.enable() : navigationPreload?.disable?.())?.catch(() => undefined);
}

/** The key of whoever is signed in, asked of the server (with `before` sent first: a waiting sign-out). */
export function askKey(before: () => Promise<boolean>): Promise<CopyKey | null> {
  asking ??= (async () => {
    const at = generation;
    if (await before()) return null; // a sign-out still waits for the server: nobody is signed in
    try {
      const response = await fetch(OFFLINE_KEY_PATH, {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { user?: unknown; key?: unknown };
      if (typeof body.user !== "string" || !body.user || typeof body.key !== "string") return null;
      const copyKey = { user: body.user, key: await importSealKey(body.key) };
      if (at !== generation) return null; // the session changed while it was on its way
      current = copyKey;
      await storeCopyKey(copyKey).catch(() => undefined);
      preload(false);
      return copyKey;
    } catch {
      return null;
    }
  })().finally(() => (asking = null));
  return asking;
}

/**
 * Whose copies may be opened now: the key kept, or, when someone is signed in here (the queue panel said
 * so) and no key is kept yet (right after a sign-in), the server's answer for them.
 */
export async function copyKey(before: () => Promise<boolean>): Promise<CopyKey | null> {
  const kept = await known();
  if (kept) return kept;
  if (asking) return asking;
  return (await queueUser().catch(() => null)) ? askKey(before) : null;
}

/** The key only, without asking the server (offline answers, the warm-up's skip checks). */
export const keptKey = known;

/** The session on this phone is gone: its key goes, its copies stay sealed. */
export async function forgetKey(): Promise<void> {
  generation++;
  current = null;
  await forgetCopyKey();
  preload(true);
}

const bound = (copyKey: CopyKey, kind: "page" | "data", path: string) => copyName(kind, copyKey.user, path);
const cacheOf = (copyKey: CopyKey, kind: "page" | "data") =>
  caches.open(kind === "page" ? pagesCache(copyKey.user) : dataCache(copyKey.user));

/** The copy of `path` for the key's user, opened; undefined when there is none or it does not open. */
export async function openCopy(copyKey: CopyKey, kind: "page" | "data", path: string): Promise<Response | undefined> {
  const stored = await (await cacheOf(copyKey, kind)).match(path);
  if (!stored) return undefined;
  return (await openResponse(copyKey.key, stored, bound(copyKey, kind, path))) ?? undefined;
}

/** True when a copy of `path` is kept for the key's user (not opened: the warm-up only skips it). */
export async function hasCopy(copyKey: CopyKey, kind: "page" | "data", path: string): Promise<boolean> {
  return Boolean(await (await cacheOf(copyKey, kind)).match(path));
}

/** `response` kept, sealed, as the key's user's copy of `path` (the caller keeps its own clone). */
export async function keepCopy(copyKey: CopyKey, kind: "page" | "data", path: string, response: Response) {
  // Sealed under the key held when the answer came: if the session changed meanwhile, still that user's.
  const sealed = await sealResponse(copyKey.key, response, bound(copyKey, kind, path));
  await (await cacheOf(copyKey, kind)).put(path, sealed);
}
