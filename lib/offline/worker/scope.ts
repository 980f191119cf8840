// The service worker's global scope, typed for the little the app uses. The project compiles against the
// DOM library, which has no ServiceWorkerGlobalScope, and TypeScript's WebWorker library cannot be
// loaded beside it in one program.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation preload's answer, or undefined when there is none. */
  readonly preloadResponse: Promise<Response | undefined>;
  /** The page that sent it ("" for a navigation). */
  readonly clientId?: string;
  respondWith(response: Promise<Response>): void;
}

/** Background Sync (Chromium): `tag` is what the page registered. */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  sync: SyncEvent;
  message: ExtendableMessageEvent;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    readonly navigationPreload?: { enable(): Promise<void>; disable?(): Promise<void> } | null;
  };
  readonly clients: {
    matchAll(): Promise<{ postMessage(message: unknown): void }[]>;
    get?(id: string): Promise<{ readonly url: string } | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}

export const worker = self as unknown as WorkerScope;
