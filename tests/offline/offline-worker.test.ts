// The service worker (built from lib/offline/worker/ as public/sw.js is) run in a sandbox with an
// in-memory Cache Storage and a scripted network: what it does when it learns the session is gone
// (findings 4 and 14 of issue 30), and what it answers offline (finding 15). The browser-level behaviour
// is in e2e/offline.spec.ts; page and worker reading answers alike, tests/offline/offline-agreement.test.ts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { classAttendanceKey, schoolClassesUrl, studentsKey } from "@/lib/api-keys";
import { marksListUrl } from "@/lib/marks/marks-url.client";
import { LOCALES } from "@/lib/i18n/locales";
import { isKeptData, KEPT_SCREENS, keptScreen } from "@/lib/offline/kept";
import { createTranslator } from "use-intl";
import { listItems, putItem, QUEUE_DB, queueUser, setQueueUser, type QueuedItem } from "@/lib/offline/queue";
import { signOutDevice } from "@/lib/offline/sign-out";
import { readCatalogue } from "../i18n/catalogue";
import { MemoryIndexedDB } from "../helpers/memory-indexeddb";
import { FakeCacheStorage, loadWorker, offline, ORIGIN } from "../helpers/worker-sandbox";
import { copyName, dataCache, pagesCache } from "@/lib/offline/cache-names";
import { readCopyKey, storeCopyKey } from "@/lib/offline/copy-key";
import { importSealKey, openResponse, sealResponse } from "@/lib/offline/seal";

const escapeHtml = (text: string) => text.replaceAll("'", "&#39;");
const html = (text: string, status = 200) =>
  new Response(`<html><body>${text}</body></html>`, { status, headers: { "Content-Type": "text/html" } });

const ANN = "u-ann";
/** The keys the server gives (GET /api/offline/key): one per user. */
const SERVER_KEYS: Record<string, string> = {
  [ANN]: Buffer.alloc(32, 7).toString("base64url"),
  "u-bob": Buffer.alloc(32, 9).toString("base64url"),
};
/** The server's answer to the key route for `user` (null: nobody signed in). */
const keyAnswer = (user: string | null) =>
  user ? Response.json({ user, key: SERVER_KEYS[user] }) : Response.json({ message: "Unauthorized" }, { status: 401 });
const isKeyRoute = (url: string) => new URL(url).pathname === "/api/offline/key";

/** Runs `work` with this phone's IndexedDB as the page's (the lib modules read the global). */
async function onPhone<T>(db: MemoryIndexedDB, work: () => Promise<T>): Promise<T> {
  vi.stubGlobal("indexedDB", db);
  try {
    return await work();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** `user`'s copy of `path` as the worker keeps it: sealed with their key, in their own cache. */
async function putCopy(caches: FakeCacheStorage, user: string, kind: "page" | "data", path: string, answer: Response) {
  const key = await importSealKey(SERVER_KEYS[user]);
  const sealed = await sealResponse(key, answer, copyName(kind, user, path));
  await (await caches.open(kind === "page" ? pagesCache(user) : dataCache(user))).put(path, sealed);
}

/** `user`'s copy of `path` opened with their key, or null (none, or it does not open). */
async function readCopy(caches: FakeCacheStorage, user: string, kind: "page" | "data", path: string) {
  const stored = await caches.match(path, { cacheName: kind === "page" ? pagesCache(user) : dataCache(user) });
  return stored ? openResponse(await importSealKey(SERVER_KEYS[user]), stored, copyName(kind, user, path)) : null;
}

/** A phone where Ann is signed in (her key is here) and her screens and data are kept, sealed. */
async function teacherPhone(db = new MemoryIndexedDB()) {
  const caches = new FakeCacheStorage();
  await putCopy(caches, ANN, "page", "/attendance", html("Signed in as teacher · Ann Offline"));
  await putCopy(caches, ANN, "data", "/api/classes", Response.json([{ className: "P4 A" }]));
  await onPhone(db, async () => storeCopyKey({ user: ANN, key: await importSealKey(SERVER_KEYS[ANN]) }));
  return Object.assign(caches, { db });
}
const keyOnPhone = (db: MemoryIndexedDB) => onPhone(db, readCopyKey);

describe("the service worker learns the session is gone (finding 4)", () => {
  it("forgets the screens and data when the sign-in screen is shown (the proxy's redirect lands there)", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => html("Sign in"), { indexedDB: caches.db });
    const answer = await worker.navigate("/signin?callbackUrl=%2Fattendance", html("Sign in"));
    expect(answer?.status).toBe(200);
    // The key goes; the copies stay, sealed, and are served to nobody.
    expect(await keyOnPhone(caches.db)).toBeNull();
    expect(await caches.has(pagesCache(ANN))).toBe(true);
    const offlineWorker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await offlineWorker.navigate("/attendance"))!.text()).not.toContain("Ann Offline");
    await expect(offlineWorker.request("/api/classes")).rejects.toThrow();
  });

  it("forgets them when a data fetch answers 401", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => Response.json({ message: "Unauthorized" }, { status: 401 }), {
      indexedDB: caches.db,
    });
    expect((await worker.request("/api/classes"))?.status).toBe(401);
    expect(await keyOnPhone(caches.db)).toBeNull();
  });

  it("keeps them while the teacher is signed in: a kept screen opens from its copy, no download", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => html("Attendance"), { indexedDB: caches.db });
    expect(await (await worker.navigate("/attendance"))!.text()).toContain("Ann Offline");
    expect(worker.sent).toEqual([]);
    expect(await readCopy(caches, ANN, "data", "/api/classes")).not.toBeNull();
  });
});

describe("offline, every screen gets an answer of the app (finding 15)", () => {
  it("a screen not kept is the offline page in the language the screens wrote", async () => {
    const caches = new FakeCacheStorage();
    await (await caches.open("offline-meta-v1")).put("/__offline/locale", new Response("fr"));
    const worker = await loadWorker(caches, offline);
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

  it.each(LOCALES)("its words in %s are the catalogue's (messages/*.json, offline.page and nav)", async (locale) => {
    const caches = new FakeCacheStorage();
    await (await caches.open("offline-meta-v1")).put("/__offline/locale", new Response(locale));
    const worker = await loadWorker(caches, offline);
    const text = await (await worker.navigate("/report-cards"))!.text();
    const catalogue = readCatalogue(locale) as Record<string, Record<string, Record<string, string>>>;
    const { title, heading, text: body } = catalogue.offline.page;
    expect(text).toContain(`<html lang="${locale}">`);
    for (const words of [title, heading, body, catalogue.nav.dailyReport, catalogue.nav.attendance])
      expect(text).toContain(escapeHtml(words as unknown as string));
  });

  it("before any screen said its language: the browser's languages, else English", async () => {
    const rw = await loadWorker(new FakeCacheStorage(), offline, { languages: ["rw-RW", "en-GB"] });
    expect(await (await rw.navigate("/privacy"))!.text()).toContain('<html lang="rw">');
    const other = await loadWorker(new FakeCacheStorage(), offline, { languages: ["sw-KE"] });
    expect(await (await other.navigate("/privacy"))!.text()).toContain("You are offline");
  });

  it("a kept screen is its last copy", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await worker.navigate("/attendance"))?.text()).toContain("Ann Offline");
  });

  it("the App Router's fetch of a screen (RSC) gets an answer that makes it load the page", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, offline, { indexedDB: caches.db });
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
    const worker = await loadWorker(caches, offline);
    const text = await (await worker.navigate("/attendance"))!.text();
    expect(text).not.toContain("Ann Offline");
    expect(text).toContain("You are signed out on this phone");
    expect(await worker.request("/api/classes").catch(() => "refused")).toBe("refused");
  });

  it("back online: the server's sign-out goes before the screen, which is asked for again", async () => {
    const caches = await teacherPhone();
    await pendingSignOut(caches);
    const worker = await loadWorker(caches, async (url) =>
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
    const worker = await loadWorker(caches, async () => new Response(null, { status: 204 }));
    await worker.request("/signin", { method: "POST", headers: { "Next-Action": "abc" } });
    expect(worker.sent).toEqual(["POST /api/auth/logout", "POST /signin"]);
  });
});

describe("the sign-in screen opens from the phone (issue 50: Logout at once, no download each morning)", () => {
  const basic = (response: Response) => Object.defineProperty(response, "type", { value: "basic" });
  const signInPage = () => basic(html("Sign in · nobody's data"));
  const isLogout = (url: string) => new URL(url).pathname === "/api/auth/logout";

  /** A phone that was shown the sign-in screen once by the server. */
  async function signedOutPhone(network: (url: string) => Promise<Response>, indexedDB = new MemoryIndexedDB()) {
    const caches = new FakeCacheStorage();
    const worker = await loadWorker(caches, network, { indexedDB });
    await worker.navigate("/signin");
    worker.sent.length = 0;
    return { caches, worker, indexedDB };
  }

  it("once shown, the sign-in screen is the phone's copy: not downloaded again", async () => {
    const { worker } = await signedOutPhone(async () => signInPage());
    expect(await (await worker.navigate("/signin"))!.text()).toContain("Sign in · nobody's data");
    expect(worker.sent).toEqual([]);
    // With a message of the server's (?error=…) it is the server's answer.
    await worker.navigate("/signin?error=expired");
    expect(worker.sent).toEqual(["GET /signin?error=expired"]);
  });

  afterEach(() => vi.unstubAllGlobals());

  it("not while someone is signed in on the phone: the server sends them on to their home screen", async () => {
    const { worker, indexedDB } = await signedOutPhone(async () => signInPage());
    vi.stubGlobal("indexedDB", indexedDB);
    await setQueueUser("u-ann");
    await worker.navigate("/signin");
    expect(worker.sent).toEqual(["GET /signin"]);
  });

  it("Logout: shown at once while the sign-out goes, and a sign-in waits for that one sign-out", async () => {
    let answerLogout = () => {};
    const { caches, worker } = await signedOutPhone(async (url) => {
      if (!isLogout(url)) return signInPage();
      await new Promise<void>((resolve) => (answerLogout = resolve));
      return new Response(null, { status: 204 });
    });
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("u-ann"));
    await (await caches.open("pages-v1")).put("/attendance", html("Ann Offline"));
    expect(await (await worker.navigate("/signin"))!.text()).toContain("Sign in · nobody's data");
    const signIn = worker.request("/signin", { method: "POST", headers: { "Next-Action": "abc" } });
    await vi.waitFor(() => expect(worker.sent).toEqual(["POST /api/auth/logout"]));
    answerLogout();
    await signIn;
    await worker.settled();
    expect(worker.sent).toEqual(["POST /api/auth/logout", "POST /signin"]);
    expect(await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" })).toBeUndefined();
    expect(await caches.has("pages-v1")).toBe(false);
  });

  it("Logout with no connection: the offline page says the phone is signed out, not a sign-in form", async () => {
    let online = true;
    const { caches, worker } = await signedOutPhone(async (url) => (online ? signInPage() : offline(url, {} as never)));
    online = false;
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("u-ann"));
    expect(await (await worker.navigate("/signin"))!.text()).toContain("You are signed out on this phone");
  });

  it("a language switch (the screen rendered again in place) drops the copy: the next one is the server's", async () => {
    const { worker } = await signedOutPhone(async () => signInPage());
    await worker.request("/signin?_rsc=1", { headers: { RSC: "1" } });
    await worker.navigate("/signin");
    expect(worker.sent).toEqual(["GET /signin?_rsc=1", "GET /signin"]);
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
    const session = new Map<string, string>([["draft", "x"]]);
    const indexedDB = new MemoryIndexedDB();
    vi.stubGlobal("caches", caches);
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("sessionStorage", {
      clear: () => session.clear(),
      setItem: (key: string, value: string) => void session.set(key, value),
    });
    vi.stubGlobal("indexedDB", indexedDB);
    vi.stubGlobal("navigator", {});
    vi.stubGlobal("fetch", vi.fn(network));
    return { caches, storage, session, indexedDB };
  }

  it("with no connection: forgets the user's copies now and records the server's sign-out", async () => {
    const { caches, storage } = phone(async () => {
      throw new TypeError("Failed to fetch");
    });
    await (await caches.open("pages-v1")).put("/attendance", html("Ann Offline"));
    expect(await signOutDevice("u-ann")).toEqual({ state: "pending", kept: 0 });
    expect("user" in storage).toBe(false);
    await vi.waitFor(async () => expect(await caches.has("pages-v1")).toBe(false));
    // Whose sign-out waits: the offline page counts that user's items.
    const pending = await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" });
    expect(await pending?.text()).toBe("u-ann");
  });

  it("with a service worker in charge: the screen does not wait, the worker is told to send the sign-out", async () => {
    const { caches } = phone(async () => new Response(null, { status: 204 }));
    const posted: unknown[] = [];
    vi.stubGlobal("navigator", {
      serviceWorker: {
        controller: { postMessage: (message: unknown) => posted.push(message) },
        ready: Promise.resolve({ active: { postMessage: (message: unknown) => posted.push(message) } }),
      },
    });
    expect(await signOutDevice("u-ann")).toEqual({ state: "sent-by-worker", kept: 0 });
    expect(fetch).not.toHaveBeenCalled();
    const pending = await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" });
    expect(await pending?.text()).toBe("u-ann");
    await vi.waitFor(() => expect(posted).toContainEqual({ type: "logout-pending" }));
  });

  it("online: the server ends the session, nothing is left pending", async () => {
    const { caches } = phone(async () => new Response(null, { status: 204 }));
    expect(await signOutDevice("u-ann")).toEqual({ state: "signed-out", kept: 0 });
    expect(await caches.match("/__offline/pending-logout", { cacheName: "offline-meta-v1" })).toBeUndefined();
  });

  it("keeps the user's waiting items (no question, nothing deleted) and says whose they are (issue 50)", async () => {
    const { session, indexedDB } = phone(async () => {
      throw new TypeError("Failed to fetch");
    });
    for (const [id, user] of [
      ["a1", "u-ann"],
      ["a2", "u-ann"],
      ["a3", "u-ann"],
      ["b1", "u-ben"],
    ])
      await putItem({
        id,
        url: "/api/comments",
        method: "POST",
        body: "{}",
        label: id,
        user,
        createdAt: 1,
        state: "waiting",
      });
    await setQueueUser("u-ann");
    expect(await signOutDevice("u-ann")).toEqual({ state: "pending", kept: 3 });
    expect(
      indexedDB
        .rows(QUEUE_DB, "items")
        .map((item) => (item as QueuedItem).id)
        .sort(),
    ).toEqual(["a1", "a2", "a3", "b1"]);
    // Background Sync sends nobody's items until someone signs in; the sign-in screen says "for you".
    expect(await queueUser()).toBeNull();
    expect(session.get("offline-signed-out-user")).toBe("u-ann");
    expect(session.has("draft")).toBe(false);
  });
});

describe("items kept at a sign-out wait for their owner (issue 50)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offline after the sign-out: the offline page says how many wait for this user, not another's", async () => {
    const caches = await teacherPhone();
    const indexedDB = new MemoryIndexedDB();
    vi.stubGlobal("indexedDB", indexedDB);
    for (const [id, user] of [
      ["a1", "u-ann"],
      ["a2", "u-ann"],
      ["a3", "u-ann"],
      ["b1", "u-ben"],
    ])
      await putItem({
        id,
        url: "/api/comments",
        method: "POST",
        body: "{}",
        label: id,
        user,
        createdAt: 1,
        state: "waiting",
      });
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("u-ann"));
    const worker = await loadWorker(caches, offline, { indexedDB });
    const text = await (await worker.navigate("/attendance"))!.text();
    expect(text).toContain("You are signed out on this phone");
    expect(text).toContain("3 items wait for you: they will be sent when you sign in again.");
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("u-ben"));
    const ben = await loadWorker(caches, offline, { indexedDB });
    expect(await (await ben.navigate("/comment"))!.text()).toContain(
      "1 item waits for you: it will be sent when you sign in again.",
    );
  });

  it.each(LOCALES)("the offline page's count in %s is the catalogue's offlineKept.forYou", async (locale) => {
    const caches = new FakeCacheStorage();
    const indexedDB = new MemoryIndexedDB();
    vi.stubGlobal("indexedDB", indexedDB);
    for (const id of ["a1", "a2"])
      await putItem({
        id,
        url: "/api/comments",
        method: "POST",
        body: "{}",
        label: id,
        user: "u-ann",
        createdAt: 1,
        state: "waiting",
      });
    await (await caches.open("offline-meta-v1")).put("/__offline/locale", new Response(locale));
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response("u-ann"));
    const worker = await loadWorker(caches, offline, { indexedDB });
    const text = await (await worker.navigate("/comment"))!.text();
    const catalogue = readCatalogue(locale) as Record<string, Record<string, string>>;
    const expected = createTranslator({ locale, messages: { k: catalogue.offlineKept } })("k.forYou", { count: 2 });
    expect(text).toContain(escapeHtml(expected));
  });

  it("Background Sync after the sign-out sends none of them; the owner's next sign-in does", async () => {
    const caches = new FakeCacheStorage();
    const indexedDB = new MemoryIndexedDB();
    vi.stubGlobal("indexedDB", indexedDB);
    await putItem({
      id: "a1",
      url: "/api/comments",
      method: "POST",
      body: "{}",
      label: "a1",
      user: "u-ann",
      createdAt: 1,
      state: "waiting",
    });
    await setQueueUser(null);
    const worker = await loadWorker(caches, async () => Response.json({}, { status: 201 }), { indexedDB });
    // A sign-in also asks for the key to that user's copies: not part of what the queue sends.
    const sentBesidesKeys = () => worker.sent.filter((line) => !line.startsWith("GET /api/offline/key"));
    await worker.sync("offline-queue");
    expect(sentBesidesKeys()).toEqual([]);
    // Another user signs in on the phone: theirs are sent, Ann's stay.
    await worker.message({ type: "queue-user", user: "u-ben" });
    await worker.sync("offline-queue");
    expect(sentBesidesKeys()).toEqual([]);
    expect(await listItems("u-ann")).toHaveLength(1);
    // Ann signs in again: hers go, once.
    await worker.message({ type: "queue-user", user: "u-ann" });
    await worker.sync("offline-queue");
    await worker.sync("offline-queue");
    expect(sentBesidesKeys()).toEqual(["POST /api/comments"]);
    expect(await listItems("u-ann")).toEqual([]);
  });
});

describe("what the worker keeps is lib/offline/kept.ts's list", () => {
  /** A same-origin answer as the browser types it (Node's Response says "default"). */
  const basic = (response: Response) => Object.defineProperty(response, "type", { value: "basic" });

  it("warms the kept screens, their code and the data the screens read; offline, that data is the last copy", async () => {
    const caches = new FakeCacheStorage();
    let online = true;
    const db = new MemoryIndexedDB();
    const worker = await loadWorker(
      caches,
      async (url) => {
        if (!online) throw new TypeError("Failed to fetch");
        if (isKeyRoute(url)) return keyAnswer(ANN);
        const { pathname } = new URL(url);
        if (pathname === "/api/comments/available-schools") return Response.json({ data: [{ _id: "s1" }] });
        if (pathname === "/api/classes") return Response.json([{ _id: "c1" }]);
        if (pathname.startsWith("/api/")) return Response.json([{ from: pathname }]);
        if (pathname.startsWith("/_next/")) return new Response("code");
        return basic(
          html(`${pathname} <script src="/_next/static/chunks/app${pathname.replace("/", "-")}.js"></script>`),
        );
      },
      { indexedDB: db },
    );
    const day = "2026-11-26";
    await worker.message({ type: "warm", today: day, lists: ["/api/marks?page=1&limit=10", "/api/admin/users"] });
    const data = [
      "/api/comments/available-schools",
      "/api/classes",
      "/api/marks?page=1&limit=10",
      "/api/classes/available-schools",
      "/api/attendance/missing",
      `/api/attendance/overview?date=${day}`,
      "/api/comments/school/s1/classes",
      "/api/comments/school/s1/subjects",
      "/api/students?classId=c1",
      `/api/attendance/class/c1?date=${day}`,
    ];
    // The key to the user's copies first (the server says whose they are), then the data.
    expect(worker.sent.filter((line) => line.startsWith("GET /api/"))).toEqual(
      ["/api/offline/key", ...data].map((path) => `GET ${path}`),
    );
    for (const screen of KEPT_SCREENS) {
      expect(await (await readCopy(caches, ANN, "page", screen))?.text(), screen).toContain(screen);
      const chunk = `/_next/static/chunks/app-${screen.slice(1)}.js`;
      expect(await caches.match(chunk, { cacheName: "static-v1" }), chunk).toBeDefined();
    }

    online = false;
    for (const path of data) expect((await worker.request(path))?.status, path).toBe(200);
    // A list the worker does not keep is the browser's business.
    expect(await worker.request("/api/admin/users")).toBeUndefined();
  });

  it("warming downloads only what it does not have: a second warm, or an opened screen, costs nothing (issue 50)", async () => {
    const caches = await teacherPhone();
    // The teacher opened the daily report and its data came with it, before the warm (or a day before).
    await putCopy(caches, ANN, "page", "/comment", html("Daily report"));
    await putCopy(caches, ANN, "data", "/api/classes", Response.json([{ _id: "c1" }]));
    const worker = await loadWorker(
      caches,
      async (url) => {
        if (isKeyRoute(url)) return keyAnswer(ANN);
        const { pathname } = new URL(url);
        if (pathname === "/api/comments/available-schools") return Response.json({ data: [{ _id: "s1" }] });
        if (pathname.startsWith("/api/")) return Response.json([]);
        if (pathname.startsWith("/_next/")) return new Response("code");
        return basic(html(pathname));
      },
      { indexedDB: caches.db },
    );
    await worker.message({ type: "warm", today: "2026-11-26", lists: [] });
    expect(worker.sent).not.toContain("GET /api/offline/key");
    expect(worker.sent).not.toContain("GET /comment");
    expect(worker.sent).not.toContain("GET /api/classes");
    // The classes the warm read from its copy still name the class's data.
    expect(worker.sent).toContain("GET /api/students?classId=c1");
    const first = worker.sent.length;
    await worker.message({ type: "warm", today: "2026-11-26", lists: [] });
    expect(worker.sent.slice(first)).toEqual([]);
  });

  it("a new build's worker drops the kept screens (the old build's HTML) and names its build", async () => {
    const caches = await teacherPhone();
    await putCopy(caches, "u-bob", "page", "/comment", html("Bob's daily report"));
    await (await caches.open("pages-v1")).put("/attendance", html("A copy in the clear, from an older worker"));
    const worker = await loadWorker(caches, offline, { indexedDB: caches.db });
    await worker.activate();
    // Every user's screens go (that build's HTML), their data stays sealed; clear copies go wherever found.
    expect(await caches.has(pagesCache(ANN))).toBe(false);
    expect(await caches.has(pagesCache("u-bob"))).toBe(false);
    expect(await caches.has("pages-v1")).toBe(false);
    expect(await caches.has(dataCache(ANN))).toBe(true);
    expect(await (await caches.match("/__offline/build", { cacheName: "offline-meta-v1" }))?.text()).toBeTruthy();
  });

  it("the app's icon, linked by its content hash, is downloaded once, not on every page (issue 50)", async () => {
    const caches = new FakeCacheStorage();
    const worker = await loadWorker(caches, async () => new Response("<svg/>", { status: 200 }));
    for (let page = 0; page < 3; page++)
      expect(await (await worker.request("/icon.svg?5a2b3c4d5e6f7a8b"))?.text()).toBe("<svg/>");
    expect(worker.sent).toEqual(["GET /icon.svg?5a2b3c4d5e6f7a8b"]);
  });

  it("the screens' own URL builders name kept data; other paths are not kept", () => {
    for (const url of [
      studentsKey("a b/c"),
      classAttendanceKey("id-1", "2026-11-26"),
      schoolClassesUrl("s9"),
      marksListUrl({}, 2),
    ])
      expect(isKeptData(new URL(url, ORIGIN).pathname), url).toBe(true);
    for (const path of ["/api/admin/users", "/api/marks/import", "/api/students/x/y", "/api/comments/school/s/other"])
      expect(isKeptData(path), path).toBe(false);
    expect(keptScreen("/main/attendance/")).toBe("/attendance");
    expect(keptScreen("/edit-marks/abc")).toBe("/edit-marks/abc");
    expect(keptScreen("/report-cards")).toBeNull();
  });
});

describe("whose queue Background Sync sends", () => {
  it("a page's forget and the new user it names right after land in that order, whatever the caches take", async () => {
    const caches = await teacherPhone();
    const db = caches.db;
    const worker = await loadWorker(caches, offline, { indexedDB: db });
    await worker.message({ type: "queue-user", user: "old-user" });
    await Promise.all([worker.message({ type: "forget" }), worker.message({ type: "queue-user", user: "new-user" })]);
    vi.stubGlobal("indexedDB", db);
    try {
      expect(await queueUser()).toBe("new-user");
      // The old user's key went with the forget; the new one's is the server's to give (offline here).
      expect(await readCopyKey()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("copies sealed for their owner, kept across sign-out (issue 50: docs/offline.md#copies-at-sign-out)", () => {
  const basic = (response: Response) => Object.defineProperty(response, "type", { value: "basic" });
  /** The server: who the session cookie is for (null: nobody), its screens and data for that user. */
  function server(state: { user: string | null }) {
    return async (url: string, init: { method: string }) => {
      const { pathname } = new URL(url);
      if (isKeyRoute(url)) return keyAnswer(state.user);
      if (pathname === "/api/auth/logout") {
        state.user = null;
        return new Response(null, { status: 204 });
      }
      if (init.method === "POST") return new Response(null, { status: 204 });
      if (!state.user) return basic(html("Sign in"));
      if (pathname.startsWith("/api/")) return Response.json([{ of: state.user }]);
      return basic(html(`${pathname} of ${state.user}`));
    };
  }

  it("Ann signs out: her key goes, her copies stay sealed; her next sign-in opens them with no screen download", async () => {
    const caches = await teacherPhone();
    const state = { user: ANN as string | null };
    let worker = await loadWorker(caches, server(state), { indexedDB: caches.db });
    // Logout as lib/offline/sign-out.ts records it, then the sign-in screen.
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response(ANN));
    await worker.navigate("/signin");
    expect(await keyOnPhone(caches.db)).toBeNull();
    const sealed = await (await caches.match("/attendance", { cacheName: pagesCache(ANN) }))!.text();
    expect(sealed).not.toContain("Ann Offline");
    // The next morning (a fresh worker): Ann signs in, the page names her, the worker asks for her key.
    worker = await loadWorker(caches, server(state), { indexedDB: caches.db });
    await worker.request("/signin", { method: "POST", headers: { "Next-Action": "abc" } });
    state.user = ANN;
    worker.sent.length = 0;
    await worker.message({ type: "queue-user", user: ANN });
    expect(worker.sent).toEqual(["GET /api/offline/key"]);
    expect(await (await worker.navigate("/attendance"))!.text()).toContain("Ann Offline");
    expect(worker.sent).toEqual(["GET /api/offline/key"]);
    // And offline too.
    const offlineWorker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await offlineWorker.navigate("/attendance"))!.text()).toContain("Ann Offline");
  });

  it("Bob signs in on Ann's phone: he is never served her copies, online or offline", async () => {
    const caches = await teacherPhone();
    const state = { user: ANN as string | null };
    const worker = await loadWorker(caches, server(state), { indexedDB: caches.db });
    await (await caches.open("offline-meta-v1")).put("/__offline/pending-logout", new Response(ANN));
    await worker.navigate("/signin");
    // Bob's sign-in: the key (none now) is dropped again before it leaves, then his own comes.
    await worker.request("/signin", { method: "POST", headers: { "Next-Action": "abc" } });
    state.user = "u-bob";
    await worker.message({ type: "queue-user", user: "u-bob" });
    expect((await keyOnPhone(caches.db))?.user).toBe("u-bob");
    const screen = await (await worker.navigate("/attendance"))!.text();
    expect(screen).toBe("<html><body>/attendance of u-bob</body></html>");
    expect(await (await worker.request("/api/classes"))!.json()).toEqual([{ of: "u-bob" }]);
    // Offline: Bob's own copies only (kept just now), never Ann's.
    const offlineWorker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await offlineWorker.navigate("/attendance"))!.text()).toContain("of u-bob");
    expect(await (await offlineWorker.request("/api/classes"))!.json()).toEqual([{ of: "u-bob" }]);
    expect(await (await offlineWorker.navigate("/comment"))!.text()).not.toContain("Ann");
    // Ann's copies are still hers, sealed, and open for her key alone.
    expect(await (await readCopy(caches, ANN, "page", "/attendance"))!.text()).toContain("Ann Offline");
  });

  it("a sign-in with no sign-out before it (the session ended elsewhere) drops the key before it leaves", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => new Response(null, { status: 204 }), { indexedDB: caches.db });
    await worker.request("/api/auth/signin", { method: "POST" });
    expect(await keyOnPhone(caches.db)).toBeNull();
    // Nobody named yet: the kept screen is the server's answer, not the copy.
    await worker.navigate("/attendance", basic(html("server")));
    const offlineWorker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await offlineWorker.navigate("/attendance"))!.text()).not.toContain("Ann Offline");
  });

  it("a copy sealed under an old password's key does not open: the screen is downloaded and sealed again", async () => {
    const caches = await teacherPhone();
    await onPhone(caches.db, async () =>
      storeCopyKey({ user: ANN, key: await importSealKey(Buffer.alloc(32, 1).toString("base64url")) }),
    );
    const worker = await loadWorker(caches, async () => basic(html("fresh")), { indexedDB: caches.db });
    expect(await (await worker.navigate("/attendance"))!.text()).toBe("<html><body>fresh</body></html>");
    expect(worker.sent).toEqual(["GET /attendance"]);
  });

  it("the App Router's fetch of a kept screen with a copy loads the page from it; a refresh of itself goes out", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(
      caches,
      async () => new Response("0:rsc", { headers: { "Content-Type": "text/x-component" } }),
      {
        indexedDB: caches.db,
      },
    );
    const answer = await worker.request("/attendance?_rsc=1", { headers: { RSC: "1" } });
    expect(answer?.status).toBe(200);
    expect(answer?.headers.get("Content-Type")).not.toContain("text/x-component");
    expect(worker.sent).toEqual([]);
    // No copy of /marks: the server's payload.
    await worker.request("/marks?_rsc=1", { headers: { RSC: "1" } });
    expect(worker.sent).toEqual(["GET /marks?_rsc=1"]);
    // The attendance screen asking for itself again (the language switcher's refresh): the server's payload.
    const refresh = await worker.request("/attendance?_rsc=2", { headers: { RSC: "1" }, clientId: "page:/attendance" });
    expect(refresh?.headers.get("Content-Type")).toBe("text/x-component");
    // From another screen it is a navigation: the copy.
    await worker.request("/attendance?_rsc=3", { headers: { RSC: "1" }, clientId: "page:/success" });
    expect(worker.sent).toEqual(["GET /marks?_rsc=1", "GET /attendance?_rsc=2"]);
  });

  it("data that did not change is not downloaded again: the copy's ETag goes out, a 304 answers the copy", async () => {
    const caches = await teacherPhone();
    const etag = '"abc"';
    await putCopy(
      caches,
      ANN,
      "data",
      "/api/classes",
      Response.json([{ className: "P4 A" }], { headers: { ETag: etag } }),
    );
    const asked: (string | null)[] = [];
    const worker = await loadWorker(
      caches,
      async (_url, init) => {
        asked.push(init.headers.get("If-None-Match"));
        return init.headers.get("If-None-Match") === etag
          ? new Response(null, { status: 304 })
          : Response.json([{ className: "P5 B" }], { headers: { ETag: '"new"' } });
      },
      { indexedDB: caches.db },
    );
    expect(await (await worker.request("/api/classes"))!.json()).toEqual([{ className: "P4 A" }]);
    expect(asked).toEqual([etag]);
    // Changed on the server: the new answer, kept with its own ETag.
    await putCopy(caches, ANN, "data", "/api/classes", Response.json([], { headers: { ETag: '"old"' } }));
    expect(await (await worker.request("/api/classes"))!.json()).toEqual([{ className: "P5 B" }]);
    expect((await readCopy(caches, ANN, "data", "/api/classes"))?.headers.get("ETag")).toBe('"new"');
  });

  it("a screen's copy goes with its query: /success?saved=attendance is not /success's copy (offline it is)", async () => {
    const caches = await teacherPhone();
    await putCopy(caches, ANN, "page", "/success", html("Success"));
    const worker = await loadWorker(caches, async () => basic(html("Attendance saved")), { indexedDB: caches.db });
    expect(await (await worker.navigate("/success?saved=attendance"))!.text()).toContain("Attendance saved");
    expect(worker.sent).toEqual(["GET /success?saved=attendance"]);
    // Kept under its own query: the next one opens from the phone, the App Router's fetch of it too.
    expect(await (await worker.navigate("/success?saved=attendance"))!.text()).toContain("Attendance saved");
    const routed = await worker.request("/success?saved=attendance&_rsc=9", { headers: { RSC: "1" } });
    expect(routed?.headers.get("Content-Type")).toContain("text/plain");
    expect(worker.sent).toEqual(["GET /success?saved=attendance"]);
    const offlineWorker = await loadWorker(caches, offline, { indexedDB: caches.db });
    expect(await (await offlineWorker.navigate("/success?saved=report"))!.text()).toContain("Success");
  });
});
