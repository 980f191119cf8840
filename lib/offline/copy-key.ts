// Where the key that opens the signed-in user's sealed copies lives while they are signed in: IndexedDB
// (database "offline-copies"), as a CryptoKey that cannot be exported (lib/offline/seal.ts imports it so).
// One record: whose key it is (the id the server said, GET /api/offline/key) and the key. It goes at every
// sign-out, 401 and sign-in (lib/offline/worker/session.ts, lib/client/session.ts): after that the copies on
// the phone, everyone's, are ciphertext until the server gives their owner's key again. Window-free: the
// page and the service worker both use it.

export const COPIES_DB = "offline-copies";
const STORE = "key";
const RECORD = "current";

export interface CopyKey {
  user: string;
  key: CryptoKey;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(COPIES_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction([STORE], mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request.result);
    };
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The signed-in user's key, or null (nobody signed in, no key fetched yet, or no IndexedDB). */
export async function readCopyKey(): Promise<CopyKey | null> {
  try {
    const record = (await run("readonly", (store) => store.get(RECORD))) as Partial<CopyKey> | undefined;
    return record && typeof record.user === "string" && record.key ? { user: record.user, key: record.key } : null;
  } catch {
    return null;
  }
}

export async function storeCopyKey(copyKey: CopyKey): Promise<void> {
  await run("readwrite", (store) => store.put(copyKey, RECORD));
}

/** The key is gone from this phone: every copy on it is sealed for someone who is not signed in. */
export async function forgetCopyKey(): Promise<void> {
  try {
    await run("readwrite", (store) => store.delete(RECORD));
  } catch {
    // No IndexedDB: no key was ever kept.
  }
}
