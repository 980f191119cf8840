// public/sw.js run in a sandbox with an in-memory Cache Storage and a scripted network: what the worker
// does when it learns the session is gone (findings 4 and 14 of issue 30), and what it answers offline
// (finding 15). The browser-level behaviour is in e2e/offline.spec.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signOutDevice } from "@/lib/offline/sign-out";

const ORIGIN = "https://school.test";
const WORKER = readFileSync(path.join(import.meta.dirname, "..", "public", "sw.js"), "utf8");

type Key = string | { url: string };
const href = (key: Key) => new URL(typeof key === "string" ? key : key.url, ORIGIN).href;

class FakeCache {
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

class FakeCacheStorage {
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

type Network = (url: string, init: { method: string }) => Promise<Response>;

const html = (text: string, status = 200) =>
  new Response(`<html><body>${text}</body></html>`, { status, headers: { "Content-Type": "text/html" } });
const offline: Network = async () => {
  throw new TypeError("Failed to fetch");
};

/** A fresh worker (its module state included) over `caches`, answering from `network`. */
function loadWorker(caches: FakeCacheStorage, network: Network) {
  const handlers = new Map<string, (event: unknown) => void>();
  const sent: string[] = [];
  const fetch = vi.fn(async (input: string | FakeRequest, init: { method?: string } = {}) => {
    const url = new URL(typeof input === "string" ? input : input.url, ORIGIN);
    const method = init.method ?? (typeof input === "string" ? "GET" : input.method);
    sent.push(`${method} ${url.pathname}${url.search}`);
    return network(url.href, { method });
  });
  const context = vm.createContext({
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      registration: { navigationPreload: null },
      clients: { matchAll: async () => [], claim: async () => undefined },
    },
    caches,
    fetch,
    indexedDB: {
      open() {
        throw new Error("no IndexedDB here");
      },
    },
    Response,
    Headers,
    URL,
    Promise,
    console,
  });
  vm.runInContext(WORKER, context);

  /** Dispatches a fetch event; the worker's answer, or undefined when it lets the browser go to the network. */
  async function request(
    pathAndQuery: string,
    options: { method?: string; mode?: string; headers?: Record<string, string>; preload?: Response } = {},
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
      respondWith(response: Promise<Response>) {
        answer = response;
      },
      waitUntil() {},
    };
    handlers.get("fetch")!(event);
    return answer ? await answer : undefined;
  }
  return {
    request,
    sent,
    navigate: (path: string, preload?: Response) => request(path, { mode: "navigate", preload }),
  };
}

/** A phone where a teacher's screens and data are kept. */
async function teacherPhone() {
  const caches = new FakeCacheStorage();
  await (await caches.open("pages-v1")).put("/attendance", html("Signed in as teacher · Ann Offline"));
  await (await caches.open("data-v1")).put("/api/classes", Response.json([{ className: "P4 A" }]));
  return caches;
}

describe("the service worker learns the session is gone (finding 4)", () => {
  it("forgets the screens and data when the sign-in screen is shown (the proxy's redirect lands there)", async () => {
    const caches = await teacherPhone();
    const worker = loadWorker(caches, async () => html("Sign in"));
    const answer = await worker.navigate("/signin?callbackUrl=%2Fattendance", html("Sign in"));
    expect(answer?.status).toBe(200);
    expect(await caches.has("pages-v1")).toBe(false);
    expect(await caches.has("data-v1")).toBe(false);
  });

  it("forgets them when a data fetch answers 401", async () => {
    const caches = await teacherPhone();
    const worker = loadWorker(caches, async () => Response.json({ message: "Unauthorized" }, { status: 401 }));
    expect((await worker.request("/api/classes"))?.status).toBe(401);
    expect(await caches.match("/attendance", { cacheName: "pages-v1" })).toBeUndefined();
    expect(await caches.match("/api/classes", { cacheName: "data-v1" })).toBeUndefined();
  });

  it("keeps them while the teacher is signed in (a screen answers 200)", async () => {
    const caches = await teacherPhone();
    const worker = loadWorker(caches, async () => html("Attendance"));
    await worker.navigate("/attendance", html("Attendance"));
    expect(await caches.has("data-v1")).toBe(true);
    expect(await caches.match("/attendance", { cacheName: "pages-v1" })).toBeDefined();
  });
});

describe("offline, every screen gets an answer of the app (finding 15)", () => {
  it("a screen not kept is the offline page in the language the screens wrote", async () => {
    const caches = new FakeCacheStorage();
    await (
      await caches.open("offline-meta-v1")
    ).put(
      "/__offline/page",
      Response.json({
        lang: "fr",
        title: "Hors ligne",
        heading: "Vous êtes hors ligne",
        text: "Cet écran n'est pas gardé sur ce téléphone.",
        signedOut: "Vous êtes déconnecté sur ce téléphone.",
        links: [{ href: "/comment", label: "Rapport du jour" }],
      }),
    );
    const worker = loadWorker(caches, offline);
    for (const path of [
      "/my-submissions",
      "/school-people",
      "/report-cards",
      "/change-password",
      "/signin",
      "/privacy",
    ]) {
      const answer = await worker.navigate(path);
      expect(answer?.status, path).toBe(503);
      const text = await answer!.text();
      expect(text).toContain('<html lang="fr">');
      expect(text).toContain("Vous êtes hors ligne");
      expect(text).toContain("Rapport du jour");
    }
  });

  it("a kept screen is its last copy", async () => {
    const worker = loadWorker(await teacherPhone(), offline);
    expect(await (await worker.navigate("/attendance"))?.text()).toContain("Ann Offline");
  });

  it("the App Router's fetch of a screen (RSC) gets an answer that makes it load the page", async () => {
    const worker = loadWorker(await teacherPhone(), offline);
    for (const answer of [
      await worker.request("/marks?_rsc=1x2y3", { headers: { RSC: "1" } }),
      await worker.request("/my-submissions", { headers: { RSC: "1", "Next-Router-State-Tree": "x" } }),
    ]) {
      expect(answer?.status).toBe(503);
      expect(answer?.headers.get("Content-Type")).not.toContain("text/x-component");
    }
  });
});

describe("a sign-out made offline (finding 14)", () => {
  async function pendingSignOut(caches: FakeCacheStorage) {
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("1"));
  }

  it("offline: no screen of the user, the offline page says the phone is signed out", async () => {
    const caches = await teacherPhone();
    await pendingSignOut(caches);
    const worker = loadWorker(caches, offline);
    const text = await (await worker.navigate("/attendance"))!.text();
    expect(text).not.toContain("Ann Offline");
    expect(text).toContain("You are signed out on this phone");
    expect(await worker.request("/api/classes").catch(() => "refused")).toBe("refused");
  });

  it("back online: the server's sign-out goes before the screen, which is asked for again", async () => {
    const caches = await teacherPhone();
    await pendingSignOut(caches);
    const worker = loadWorker(caches, async (url) =>
      new URL(url).pathname === "/api/auth/logout" ? new Response(null, { status: 204 }) : html("Sign in"),
    );
    const answer = await worker.navigate("/comment", html("Daily report of the old session"));
    expect(worker.sent).toEqual(["POST /api/auth/logout", "GET /comment"]);
    expect(await answer!.text()).toBe("<html><body>Sign in</body></html>");
    expect(await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" })).toBeUndefined();
    expect(await caches.has("pages-v1")).toBe(false);
    // Sent once: the next screen goes straight out.
    await worker.navigate("/signin");
    expect(worker.sent.filter((line) => line.includes("logout"))).toHaveLength(1);
  });

  it("a sign-in (a write) waits for the pending sign-out, so it never ends the new session", async () => {
    const caches = new FakeCacheStorage();
    await pendingSignOut(caches);
    const worker = loadWorker(caches, async () => new Response(null, { status: 204 }));
    await worker.request("/signin", { method: "POST", headers: { "Next-Action": "abc" } });
    expect(worker.sent).toEqual(["POST /api/auth/logout", "POST /signin"]);
  });
});

describe("signOutDevice (lib/offline/sign-out.ts)", () => {
  afterEach(() => vi.unstubAllGlobals());

  function phone(network: () => Promise<Response>) {
    const caches = new FakeCacheStorage();
    // Like the browser's: items are the object's own keys (Object.keys(localStorage)), methods are not.
    const storage: Record<string, string> = { user: "{}" };
    Object.defineProperties(storage, {
      getItem: { value: (key: string) => storage[key] ?? null },
      setItem: { value: (key: string, value: string) => void (storage[key] = value) },
      removeItem: { value: (key: string) => void delete storage[key] },
    });
    vi.stubGlobal("caches", caches);
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("sessionStorage", { clear: () => undefined });
    vi.stubGlobal("navigator", {});
    vi.stubGlobal("fetch", vi.fn(network));
    return { caches, storage };
  }

  it("with no connection: forgets the user's copies now and records the server's sign-out", async () => {
    const { caches, storage } = phone(async () => {
      throw new TypeError("Failed to fetch");
    });
    await (await caches.open("pages-v1")).put("/attendance", html("Ann Offline"));
    expect(await signOutDevice()).toBe("pending");
    expect("user" in storage).toBe(false);
    await vi.waitFor(async () => expect(await caches.has("pages-v1")).toBe(false));
    expect(await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" })).toBeDefined();
  });

  it("online: the server ends the session, nothing is left pending", async () => {
    const { caches } = phone(async () => new Response(null, { status: 204 }));
    expect(await signOutDevice()).toBe("signed-out");
    expect(await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" })).toBeUndefined();
  });
});
