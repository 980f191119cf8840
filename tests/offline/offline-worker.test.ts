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

const escapeHtml = (text: string) => text.replaceAll("'", "&#39;");
const html = (text: string, status = 200) =>
  new Response(`<html><body>${text}</body></html>`, { status, headers: { "Content-Type": "text/html" } });

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
    const worker = await loadWorker(caches, async () => html("Sign in"));
    const answer = await worker.navigate("/signin?callbackUrl=%2Fattendance", html("Sign in"));
    expect(answer?.status).toBe(200);
    expect(await caches.has("pages-v1")).toBe(false);
    expect(await caches.has("data-v1")).toBe(false);
  });

  it("forgets them when a data fetch answers 401", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => Response.json({ message: "Unauthorized" }, { status: 401 }));
    expect((await worker.request("/api/classes"))?.status).toBe(401);
    expect(await caches.match("/attendance", { cacheName: "pages-v1" })).toBeUndefined();
    expect(await caches.match("/api/classes", { cacheName: "data-v1" })).toBeUndefined();
  });

  it("keeps them while the teacher is signed in (a screen answers 200)", async () => {
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, async () => html("Attendance"));
    await worker.navigate("/attendance", html("Attendance"));
    expect(await caches.has("data-v1")).toBe(true);
    expect(await caches.match("/attendance", { cacheName: "pages-v1" })).toBeDefined();
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
    const worker = await loadWorker(await teacherPhone(), offline);
    expect(await (await worker.navigate("/attendance"))?.text()).toContain("Ann Offline");
  });

  it("the App Router's fetch of a screen (RSC) gets an answer that makes it load the page", async () => {
    const worker = await loadWorker(await teacherPhone(), offline);
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
    await worker.sync("offline-queue");
    expect(worker.sent).toEqual([]);
    // Another user signs in on the phone: theirs are sent, Ann's stay.
    await worker.message({ type: "queue-user", user: "u-ben" });
    await worker.sync("offline-queue");
    expect(worker.sent).toEqual([]);
    expect(await listItems("u-ann")).toHaveLength(1);
    // Ann signs in again: hers go, once.
    await worker.message({ type: "queue-user", user: "u-ann" });
    await worker.sync("offline-queue");
    await worker.sync("offline-queue");
    expect(worker.sent).toEqual(["POST /api/comments"]);
    expect(await listItems("u-ann")).toEqual([]);
  });
});

describe("what the worker keeps is lib/offline/kept.ts's list", () => {
  /** A same-origin answer as the browser types it (Node's Response says "default"). */
  const basic = (response: Response) => Object.defineProperty(response, "type", { value: "basic" });

  it("warms the kept screens, their code and the data the screens read; offline, that data is the last copy", async () => {
    const caches = new FakeCacheStorage();
    let online = true;
    const worker = await loadWorker(caches, async (url) => {
      if (!online) throw new TypeError("Failed to fetch");
      const { pathname } = new URL(url);
      if (pathname === "/api/comments/available-schools") return Response.json({ data: [{ _id: "s1" }] });
      if (pathname === "/api/classes") return Response.json([{ _id: "c1" }]);
      if (pathname.startsWith("/api/")) return Response.json([{ from: pathname }]);
      if (pathname.startsWith("/_next/")) return new Response("code");
      return basic(
        html(`${pathname} <script src="/_next/static/chunks/app${pathname.replace("/", "-")}.js"></script>`),
      );
    });
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
    expect(worker.sent.filter((line) => line.startsWith("GET /api/"))).toEqual(data.map((path) => `GET ${path}`));
    for (const screen of KEPT_SCREENS) {
      expect(await caches.match(screen, { cacheName: "pages-v1" }), screen).toBeDefined();
      const chunk = `/_next/static/chunks/app-${screen.slice(1)}.js`;
      expect(await caches.match(chunk, { cacheName: "static-v1" }), chunk).toBeDefined();
    }

    online = false;
    for (const path of data) expect((await worker.request(path))?.status, path).toBe(200);
    // A list the worker does not keep is the browser's business.
    expect(await worker.request("/api/admin/users")).toBeUndefined();
  });

  it("warming downloads only what it does not have: a second warm, or an opened screen, costs nothing (issue 50)", async () => {
    const caches = new FakeCacheStorage();
    // The teacher opened the daily report and its data came with it, before the warm.
    await (await caches.open("pages-v1")).put("/comment", html("Daily report"));
    await (await caches.open("data-v1")).put("/api/classes", Response.json([{ _id: "c1" }]));
    const worker = await loadWorker(caches, async (url) => {
      const { pathname } = new URL(url);
      if (pathname === "/api/comments/available-schools") return Response.json({ data: [{ _id: "s1" }] });
      if (pathname.startsWith("/api/")) return Response.json([]);
      if (pathname.startsWith("/_next/")) return new Response("code");
      return basic(html(pathname));
    });
    await worker.message({ type: "warm", today: "2026-11-26", lists: [] });
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
    const worker = await loadWorker(caches, offline);
    await worker.activate();
    expect(await caches.has("pages-v1")).toBe(false);
    expect(await caches.has("data-v1")).toBe(true);
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
    const db = new MemoryIndexedDB();
    const caches = await teacherPhone();
    const worker = await loadWorker(caches, offline, { indexedDB: db });
    await worker.message({ type: "queue-user", user: "old-user" });
    await Promise.all([worker.message({ type: "forget" }), worker.message({ type: "queue-user", user: "new-user" })]);
    vi.stubGlobal("indexedDB", db);
    try {
      expect(await queueUser()).toBe("new-user");
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await caches.has("pages-v1")).toBe(false);
  });
});
