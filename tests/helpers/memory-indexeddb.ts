// The part of IndexedDB the offline queue uses (lib/offline/queue.ts), in memory, for the tests that run
// the queue in Node: the page's sender and replay, and the service worker in its sandbox, on one
// database, as a phone's tab and its worker share one. Requests apply at once; a transaction completes
// on the next turn of the event loop, after the requests its callback made (as IndexedDB's auto-commit).

type Row = unknown;

class MemoryStore {
  rows = new Map<IDBValidKey, Row>();
  constructor(readonly keyPath: string | undefined) {}
}

class MemoryRequest<T = unknown> {
  result: T | undefined = undefined;
  error: DOMException | null = null;
  onsuccess: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onupgradeneeded: (() => void) | null = null;
}

const copy = <T>(value: T): T => structuredClone(value);

class MemoryObjectStore {
  constructor(private readonly store: MemoryStore) {}

  private done<T>(result: T): MemoryRequest<T> {
    const request = new MemoryRequest<T>();
    request.result = result;
    return request;
  }
  get(key: IDBValidKey) {
    return this.done(copy(this.store.rows.get(key)));
  }
  getAll() {
    return this.done([...this.store.rows.values()].map(copy));
  }
  put(value: Row, key?: IDBValidKey) {
    const id = this.store.keyPath ? ((value as Record<string, IDBValidKey>)[this.store.keyPath] as IDBValidKey) : key!;
    this.store.rows.set(id, copy(value));
    return this.done(id);
  }
  delete(key: IDBValidKey) {
    this.store.rows.delete(key);
    return this.done(undefined);
  }
}

class MemoryTransaction {
  oncomplete: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  error: DOMException | null = null;
  constructor(
    private readonly stores: Map<string, MemoryStore>,
    names: string[],
  ) {
    for (const name of names) if (!stores.has(name)) throw new DOMException(`No store ${name}`, "NotFoundError");
    setTimeout(() => this.oncomplete?.(), 0);
  }
  objectStore(name: string) {
    return new MemoryObjectStore(this.stores.get(name)!);
  }
}

class MemoryDatabase {
  constructor(readonly stores: Map<string, MemoryStore>) {}
  createObjectStore(name: string, options: { keyPath?: string } = {}) {
    this.stores.set(name, new MemoryStore(options.keyPath));
    return new MemoryObjectStore(this.stores.get(name)!);
  }
  transaction(names: string | string[]) {
    return new MemoryTransaction(this.stores, Array.isArray(names) ? names : [names]);
  }
  close() {}
}

/** `indexedDB` for one phone: every open of a name sees the same stores. */
export class MemoryIndexedDB {
  readonly databases = new Map<string, { version: number; stores: Map<string, MemoryStore> }>();

  open(name: string, version = 1) {
    const request = new MemoryRequest<MemoryDatabase>();
    setTimeout(() => {
      let found = this.databases.get(name);
      const upgrade = !found || found.version < version;
      if (!found) this.databases.set(name, (found = { version, stores: new Map() }));
      found.version = version;
      request.result = new MemoryDatabase(found.stores);
      if (upgrade) request.onupgradeneeded?.();
      request.onsuccess?.();
    }, 0);
    return request;
  }

  /** The rows of one store, for assertions. */
  rows(database: string, store: string): Row[] {
    return [...(this.databases.get(database)?.stores.get(store)?.rows.values() ?? [])].map(copy);
  }
}
