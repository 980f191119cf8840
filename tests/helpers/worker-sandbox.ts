// The service worker as built (scripts/lib/service-worker-build.mts, the code public/sw.js holds) run in
// a Node sandbox: an in-memory Cache Storage, a scripted network, and optionally an in-memory IndexedDB
// shared with the page's code under test. The browser-level behaviour is in e2e/offline.spec.ts.
import vm from "node:vm";
import { vi } from "vitest";
import { buildServiceWorker } from "@/scripts/lib/service-worker-build.mts";
import type { MemoryIndexedDB } from "./memory-indexeddb";

export const ORIGIN = "https://school.test";

let built: Promise<string> | undefined;
/** The worker's code, built once per test file, in memory (public/sw.js is not read nor written). */
export const workerCode = () => (built ??= buildServiceWorker({ write: false }));

type Key = string | { url: string };
const href = (key: Key) => new URL(typeof key === "string" ? key : key.url, ORIGIN).href;

export class FakeCache {
  entries = new Map<string, Response>();
  async match(key: Key) {
    return this.entries.get(href(key))?.clone();
  }
  async put(key: Key, response: Response) {
    this.entries.set(href(key), response);
  }
  async delete(key: Key) {
    return this.entries.delete(href(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

export class FakeCacheStorage {
  stores = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache());
    return this.stores.get(name)!;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async match(key: Key, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = await this.stores.get(name)?.match(key);
      if (hit) return hit;
    }
    return undefined;
  }
}

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers: Headers;
}

export interface Sent {
  method: string;
  headers: Headers;
  body?: string;
}
export type Network = (url: string, init: Sent) => Promise<Response>;

export const offline: Network = async () => {
  throw new TypeError("Failed to fetch");
};

/** A fresh worker (its module state included) over `caches`, answering from `network`. */
export async function loadWorker(
  caches: FakeCacheStorage,
  network: Network,
  phone: { indexedDB?: MemoryIndexedDB; languages?: string[] } = {},
) {
  const handlers = new Map<string, (event: unknown) => void>();
  const sent: string[] = [];
  const posted: unknown[] = [];
  /** What fetch events left the worker doing after their answer (event.waitUntil). */
  const background: Promise<unknown>[] = [];
  const fetch = vi.fn(
    async (input: string | FakeRequest, init: { method?: string; headers?: HeadersInit; body?: string } = {}) => {
      const url = new URL(typeof input === "string" ? input : input.url, ORIGIN);
      const method = init.method ?? (typeof input === "string" ? "GET" : input.method);
      sent.push(`${method} ${url.pathname}${url.search}`);
      const headers = init.headers ?? (typeof input === "string" ? undefined : input.headers);
      return network(url.href, { method, headers: new Headers(headers), body: init.body });
    },
  );
  const context = vm.createContext({
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      registration: { navigationPreload: null },
      clients: {
        matchAll: async () => [{ postMessage: (message: unknown) => posted.push(message) }],
        // The pages a request may come from (`clientId` of request()): "page:<path>" is a page on that path.
        get: async (id: string) => (id.startsWith("page:") ? { url: new URL(id.slice(5), ORIGIN).href } : undefined),
        claim: async () => undefined,
      },
    },
    caches,
    fetch,
    navigator: { languages: phone.languages ?? [] },
    indexedDB: phone.indexedDB ?? {
      open() {
        throw new Error("no IndexedDB here");
      },
    },
    Response,
    Request,
    Headers,
    URL,
    Promise,
    setTimeout,
    console,
    // WebCrypto and what sealing needs (lib/offline/seal.ts): the host's, as a browser's worker has them.
    crypto: globalThis.crypto,
    TextEncoder,
    TextDecoder,
    atob,
  });
  vm.runInContext(await workerCode(), context);

  /** Dispatches a fetch event; the worker's answer, or undefined when it lets the browser go to the network. */
  async function request(
    pathAndQuery: string,
    options: {
      method?: string;
      mode?: string;
      headers?: Record<string, string>;
      preload?: Response;
      clientId?: string;
    } = {},
  ): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    const event = {
      request: {
        url: new URL(pathAndQuery, ORIGIN).href,
        method: options.method ?? "GET",
        mode: options.mode ?? "cors",
        headers: new Headers(options.headers),
      } satisfies FakeRequest,
      preloadResponse: Promise.resolve(options.preload),
      clientId: options.clientId ?? "",
      respondWith(response: Promise<Response>) {
        answer = response;
      },
      waitUntil: (promise: Promise<unknown>) => void background.push(promise),
    };
    handlers.get("fetch")!(event);
    return answer ? await answer : undefined;
  }

  /** Fires Background Sync's event: resolves when the worker is done, rejects when it asks to be fired again. */
  async function sync(tag: string): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get("sync")!({ tag, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }

  /** Posts a message from a page: resolves when the work it started is done. */
  async function message(data: unknown): Promise<void> {
    const work: Promise<unknown>[] = [];
    handlers.get("message")!({ data, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    await Promise.all(work);
  }

  /** The worker takes over (a new worker, so a new build): resolves when its activation is done. */
  async function activate(): Promise<void> {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get("activate")!({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }

  return {
    request,
    sync,
    message,
    activate,
    sent,
    posted,
    /** Resolves when what the fetch events left running so far is done. */
    settled: () => Promise.all(background),
    navigate: (path: string, preload?: Response) => request(path, { mode: "navigate", preload }),
  };
}
