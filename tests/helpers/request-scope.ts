import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";

// Next's own request scope (what `next start` sets up around a route handler), so handlers that call
// `cookies()`/`headers()` from next/headers — next-auth does — run when a test calls them directly.
// Internal modules: loaded through the same CommonJS instance next-auth's `require("next/headers")` uses.
const require = createRequire(import.meta.url);
// next start installs this global before any of its modules load.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { workAsyncStorage } = require("next/dist/server/app-render/work-async-storage.external.js");
const { workUnitAsyncStorage } = require("next/dist/server/app-render/work-unit-async-storage.external.js");
const { createWorkStore } = require("next/dist/server/async-storage/work-store.js");
const { createRequestStoreForAPI } = require("next/dist/server/async-storage/request-store.js");

export function inRequestScope<T>(request: Request, run: () => Promise<T>): Promise<T> {
  const url = new URL(request.url);
  const workStore = createWorkStore({
    page: `${url.pathname}/route`,
    renderOpts: { experimental: {}, waitUntil: () => undefined, onClose: () => undefined },
    isPrefetchRequest: false,
    buildId: "test",
    previouslyRevalidatedTags: [],
  });
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  const requestStore = createRequestStoreForAPI(
    { headers },
    { pathname: url.pathname, search: url.search },
    { tags: [], expirationsByCacheKind: new Map() },
    undefined,
    { previewModeId: "test", previewModeEncryptionKey: "", previewModeSigningKey: "" },
    undefined,
  );
  return workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(requestStore, run));
}
