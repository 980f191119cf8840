// The offline queue: writes that could not be sent, kept in IndexedDB (database "offline-queue") until
// they are sent or the teacher discards them. The tabs and the service worker (lib/offline/worker/, for
// Background Sync) both use this module, so the layout is written once. Nothing here needs a window.
// Each item's id is the Idempotency-Key it is always sent with, so a resend never writes twice.

export type QueueState = "waiting" | "refused";

/**
 * What the teacher sees in "Waiting to send": a key of the `offline.label` catalogue and its values,
 * worded in the screen's language when shown. Items queued before had the English text itself.
 */
export interface ItemLabel {
  key: "report" | "observation" | "attendanceOne" | "attendanceMany" | "marks";
  values: Record<string, string | number>;
}

export interface QueuedItem {
  /** A UUID: the item's key here and its Idempotency-Key on the server. */
  id: string;
  url: string;
  method: string;
  /** The JSON body exactly as first sent (a resend must be byte-for-byte the same request). */
  body: string;
  /** What the teacher sees (an English string on items queued before labels had keys). */
  label: ItemLabel | string;
  /**
   * The id of the user it was made by (a username before): no one else signed in on the same phone
   * sees or sends it; it waits for its own user to sign in again.
   */
  user: string;
  createdAt: number;
  state: QueueState;
  /** Why the server refused it (its English `message`), or why it still waits (SIGN_IN_AGAIN, a catalogue code). */
  message?: string;
  /** The refusal's problem (lib/problems/codes.ts), worded in the screen's language. */
  problem?: { code: string; params?: Record<string, string | number> };
  status?: number;
  /** Not sent again before this time (ms since 1970): the server's Retry-After (lib/offline/answer.ts). */
  notBefore?: number;
}

/** The database, its version and its two stores: `items` (by id) and `meta` (`user`: whose items sync sends). */
export const QUEUE_DB = "offline-queue";
const QUEUE_DB_VERSION = 1;
const USER_KEY = "user";
export const QUEUE_CHANGED = "offline-queue-changed";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DB, QUEUE_DB_VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore("items", { keyPath: "id" });
      request.result.createObjectStore("meta");
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (tx: IDBTransaction) => IDBRequest<T> | void): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(["items", "meta"], mode);
    const request = work(tx);
    tx.oncomplete = () => {
      db.close();
      resolve(request ? request.result : (undefined as T));
    };
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Tells this tab, the other tabs and the panel that the queue changed (from the worker: the tabs). */
export function announceChange() {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(QUEUE_CHANGED));
  try {
    const channel = new BroadcastChannel(QUEUE_DB);
    channel.postMessage("changed");
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs see it when they next look.
  }
}

export async function listItems(user: string): Promise<QueuedItem[]> {
  const all = await run<QueuedItem[]>("readonly", (tx) => tx.objectStore("items").getAll());
  return all.filter((item) => item.user === user).sort((a, b) => a.createdAt - b.createdAt);
}

export async function putItem(item: QueuedItem): Promise<void> {
  await run("readwrite", (tx) => tx.objectStore("items").put(item));
  announceChange();
}

export async function removeItem(id: string): Promise<void> {
  await run("readwrite", (tx) => tx.objectStore("items").delete(id));
  announceChange();
}

/**
 * How many items wait on this phone, whoever made them: the sign-in screen says some wait for their
 * owner's sign-in (a count only: what they are is shown to their owner alone).
 */
export async function countItems(): Promise<number> {
  return (await run<QueuedItem[]>("readonly", (tx) => tx.objectStore("items").getAll())).length;
}

/** Who is signed in on this phone: the service worker's Background Sync sends only their items. */
export async function setQueueUser(user: string | null): Promise<void> {
  await run("readwrite", (tx) => {
    if (user) tx.objectStore("meta").put(user, USER_KEY);
    else tx.objectStore("meta").delete(USER_KEY);
  });
}

/** Whose items Background Sync sends: the user last signed in on this phone, or null after a sign-out. */
export async function queueUser(): Promise<string | null> {
  const user = await run<unknown>("readonly", (tx) => tx.objectStore("meta").get(USER_KEY));
  return typeof user === "string" && user ? user : null;
}

/** Items saved before the queue was kept by user id carry the username: they become that user's. */
export async function adoptNamedItems(username: string, userId: string): Promise<void> {
  if (!username || !userId || username === userId) return;
  const named = await listItems(username);
  if (!named.length) return;
  await run("readwrite", (tx) => {
    for (const item of named) tx.objectStore("items").put({ ...item, user: userId });
  });
  announceChange();
}
