import { devices, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { openMenuIfCollapsed, schoolWithClass, signIn, signUpTeacher } from "./helpers";

// Phone size, real Chromium, the production build: a teacher opens the app once online, loses the
// connection, reloads, files a report and marks a class, and comes back online.
const KIGALI = { latitude: -1.9536, longitude: 30.0606, accuracy: 15 };
const STUDENTS = ["Ann Offline", "Ben Offline", "Cat Offline"];

interface Setup {
  context: BrowserContext;
  page: Page;
  username: string;
  userId: string;
  classId: string;
  className: string;
}

/** A new teacher with a school, one class of three students, made through the API; a phone-sized context. */
async function freshTeacher(browser: Browser, locale?: "fr"): Promise<Setup & { password: string }> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    // The config blocks service workers for the other specs (page.route cannot see what they fetch).
    serviceWorkers: "allow",
    baseURL,
    geolocation: KIGALI,
    permissions: ["geolocation"],
  });
  // The visitor's language on this browser (the locale cookie), as the language menu leaves it.
  if (locale) await context.addCookies([{ name: "locale", value: locale, url: baseURL! }]);
  const { username, userId, password } = await signUpTeacher(context.request, "off");
  const className = `OFF ${Date.now() % 100000}`;
  const { classId } = await schoolWithClass(context.request, {
    className,
    subjectName: "Mathematics",
    classRoom: "Room 1",
    students: STUDENTS,
    schoolName: `Offline School ${username}`,
  });
  return { context, page: await context.newPage(), username, userId, password, classId, className };
}

/**
 * The service worker controls the page, has the signed-in user's key and has stored, sealed for them,
 * the teacher screens and this class's data (docs/offline.md#copies-at-sign-out).
 */
async function waitUntilReadyOffline(page: Page, classId: string, userId: string) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The queue panel fetches the offline code after the page: let that finish first.
  await page.waitForLoadState("networkidle");
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ id, userId }) => {
            const pages = await caches.open(`pages-v2:${userId}`);
            const data = await caches.open(`data-v2:${userId}`);
            const screens = await Promise.all(["/comment", "/attendance", "/success"].map((path) => pages.match(path)));
            const students = await data.match(`/api/students?classId=${encodeURIComponent(id)}`);
            // Every chunk this page loaded, also those fetched before the worker took control.
            const code = await caches.open("static-v1");
            const chunks = performance
              .getEntriesByType("resource")
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.startsWith("/_next/static/"));
            const kept = (await Promise.all(chunks.map((path) => code.match(path)))).every(Boolean);
            // With the user's key here the teacher screens open from the phone: no navigation preload
            // downloading each of them for nothing (it is on while no key is here).
            const { enabled: preload } = await (await navigator.serviceWorker.ready).navigationPreload.getState();
            return (
              screens.every(Boolean) &&
              Boolean(students) &&
              kept &&
              !preload &&
              Boolean(navigator.serviceWorker.controller)
            );
          },
          { id: classId, userId },
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const FRENCH_MENU = { open: "Ouvrir le menu", close: "Fermer le menu" };
const QUEUED = "Saved on this phone. It will be sent when you are back online.";
const group = (page: Page, name: string) => page.getByRole("group", { name: `Attendance for ${name}` });
const waiting = (page: Page) => page.getByRole("button", { name: /^Waiting to send \(\d+\)/ });
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString("en-CA"));

/** A context signed in as the seeded admin, through the API. */
async function asAdmin(context: BrowserContext) {
  const admin = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const signin = await admin.request.post("/api/auth/signin", {
    data: { username: "admin", password: "schooladmin1" },
  });
  expect(signin.status()).toBe(200);
  return admin;
}

/** The teacher's session cookie still opens the API (200), or the server has ended it (401). */
async function sessionStatus(context: BrowserContext, cookie: string) {
  const other = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return (await other.request.get("/api/classes", { headers: { Cookie: cookie } })).status();
  } finally {
    await other.close();
  }
}

/** What this phone's queue database holds: the items' owners, and whose items Background Sync sends. */
const queueOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ owners: string[]; syncUser: unknown }>((resolve, reject) => {
        const open = indexedDB.open("offline-queue", 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(["items", "meta"], "readonly");
          const items = tx.objectStore("items").getAll();
          const user = tx.objectStore("meta").get("user");
          tx.oncomplete = () =>
            resolve({ owners: (items.result as { user: string }[]).map((item) => item.user), syncUser: user.result });
        };
      }),
  );

/**
 * The app creates the queue's database once its offline code has loaded (after the screen's own code):
 * opened by a test first, it would be made without the app's stores.
 */
const queueMade = (page: Page) =>
  expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === "offline-queue")))
    .toBe(true);

/** Writes waiting items straight into this phone's queue, as sendOrQueue leaves them. */
async function queueStraight(page: Page, user: string, items: { body: unknown; label: string }[]) {
  await queueMade(page);
  await page.evaluate(
    async ({ user, items }) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("offline-queue", 1);
        open.onsuccess = () => {
          try {
            const tx = open.result.transaction("items", "readwrite");
            items.forEach((item, index) =>
              tx.objectStore("items").put({
                id: crypto.randomUUID(),
                url: "/api/comments",
                method: "POST",
                body: JSON.stringify(item.body),
                label: item.label,
                user,
                createdAt: Date.now() + index,
                state: "waiting",
              }),
            );
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          } catch (error) {
            reject(error); // a missing store says so instead of hanging until the test times out
          }
        };
        open.onerror = () => reject(open.error);
      });
    },
    { user, items },
  );
}

/** A daily report of the teacher's first school, as the report screen would send it. */
async function dailyReport(context: BrowserContext, className: string, story: string, day: string) {
  const schools = (await (await context.request.get("/api/comments/available-schools")).json()) as {
    data: { _id: string }[];
  };
  return {
    schoolId: schools.data[0]._id,
    className,
    subjectName: "Mathematics",
    numberOfStudents: 3,
    successStory: story,
    challenge: "none",
    date: day,
    _gpsLocation: { ...KIGALI, timestamp: Date.now(), type: "gps" },
  };
}

/** The phone's queued items as the panel would list them. */
const queuedStates = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ state: string; message?: string }[]>((resolve, reject) => {
        const open = indexedDB.open("offline-queue", 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const items = open.result.transaction("items", "readonly").objectStore("items").getAll();
          items.onsuccess = () =>
            resolve(
              (items.result as { state: string; message?: string }[]).map(({ state, message }) => ({ state, message })),
            );
        };
      }),
  );

async function reportsWith(context: BrowserContext, story: string) {
  // Only the admin reads every report: count this teacher's by its story through the admin's list.
  const admin = await asAdmin(context);
  try {
    const all = (await (await admin.request.get("/api/comments/admin/all")).json()) as { successStory: string }[];
    return all.filter((comment) => comment.successStory === story).length;
  } finally {
    await admin.close();
  }
}

test.describe("offline", () => {
  test("offline → reload → report and a class marked → online: one report, one row per student", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { context, page, classId, className, userId } = await freshTeacher(browser);
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await waitUntilReadyOffline(page, classId, userId);
    // A page the worker does not keep is still answered through it, with the request navigation preload
    // already sent (not a second one).
    const other = await page.goto("/my-submissions");
    expect(other?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { name: "My submissions", level: 1 })).toBeVisible();
    await page.goto("/attendance");
    const day = await today(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await group(page, STUDENTS[0]).getByRole("button", { name: "Present", exact: true }).click();
    await expect(waiting(page)).toContainText("Waiting to send (1)");
    await group(page, STUDENTS[1]).getByRole("button", { name: "Late", exact: true }).click();
    await expect(waiting(page)).toContainText("Waiting to send (2)");
    await page.getByRole("button", { name: "Save Attendance" }).click();
    // Kept on the phone, said so where it can be seen; the teacher stays on the attendance screen.
    await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
    await expect(page.getByText(`No connection: ${QUEUED.toLowerCase()}`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/attendance$/);
    await expect(page.getByText(/has been saved|submitted/i)).toHaveCount(0);

    await page.goto("/comment");
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    await expect(waiting(page)).toContainText("Waiting to send (3)");
    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByText("Location captured")).toBeVisible();
    await page.getByLabel("School").selectOption({ index: 1 });
    await page.getByLabel("Class").selectOption({ label: `${className} - Mathematics` });
    await page.getByLabel("Number of students").fill("3");
    const story = `Offline story ${Date.now()}`;
    await page.getByLabel("Success story").fill(story);
    await page.getByLabel("Challenge").fill("No network at school.");
    await page.getByRole("button", { name: "Submit Daily Report" }).click();
    await expect(waiting(page)).toContainText("Waiting to send (4)");
    await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
    await expect(page.getByText(/submitted/i)).toHaveCount(0);
    await expect(page).toHaveURL(/\/comment$/);
    await waiting(page).click();
    await expect(page.getByText(`Daily report ${className} (${day})`)).toBeVisible();

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0, { timeout: 30_000 });

    const records = (await (await context.request.get(`/api/attendance/class/${classId}?date=${day}`)).json()) as {
      status: string;
    }[];
    // Save sends the marked students only: the third stays "Not marked", never a default absent.
    expect(records).toHaveLength(2);
    expect(records.map((record) => record.status).sort()).toEqual(["late", "present"]);
    expect(await reportsWith(context, story)).toBe(1);
    await context.close();
  });

  test("two tabs replaying the same queue write once; a refused item stays with the server's message", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page, className, username } = await freshTeacher(browser);
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    const day = await today(page);

    // Two reports queued straight into IndexedDB, as sendOrQueue leaves them, then two tabs open at once.
    const story = `Two tabs ${Date.now()}`;
    const report = await dailyReport(context, className, story, day);
    const refused = { ...report, className: "No Such Class" };
    await queueStraight(page, username, [
      { body: report, label: "Daily report (two tabs)" },
      { body: refused, label: "Daily report (deleted class)" },
    ]);
    const second = await context.newPage();
    await Promise.all([page.reload(), second.goto("/comment")]);

    for (const tab of [page, second]) {
      await expect(waiting(tab)).toContainText("Waiting to send (1), 1 not accepted", { timeout: 30_000 });
    }
    await waiting(second).click();
    await expect(second.getByText("Daily report (deleted class)")).toBeVisible();
    await expect(second.getByText("Not accepted: Class not found in the selected school")).toBeVisible();
    expect(await reportsWith(context, story)).toBe(1);

    // Discarding it is the teacher's choice, after a question.
    second.once("dialog", (dialog) => void dialog.accept());
    await second.getByRole("button", { name: "Discard Daily report (deleted class)" }).click();
    await expect(waiting(second)).toHaveCount(0);
    await context.close();
  });

  test("Background Sync with no app screen open: the built worker sends the queue and keeps a refusal", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page, className, userId } = await freshTeacher(browser);
    await page.goto("/comment");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The queue panel has told the queue whose items Background Sync sends.
    await queueMade(page);
    await expect.poll(async () => (await queueOnPhone(page)).syncUser).toBe(userId);
    const day = await today(page);
    const story = `Background Sync ${Date.now()}`;
    const report = await dailyReport(context, className, story, day);
    // A page without the queue panel (the panel sends on open, `online` and "Send now"): only the worker sends.
    await page.goto("/privacy");
    await expect(waiting(page)).toHaveCount(0);
    await queueStraight(page, userId, [
      { body: report, label: "Daily report (sync)" },
      { body: { ...report, className: "No Such Class" }, label: "Daily report (deleted class)" },
    ]);

    // The browser's Background Sync event, as Chromium fires it when the connection returns.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const live = registrations.find((registration) => !registration.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.dispatchSyncEvent", {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      tag: "offline-queue",
      lastChance: false,
    });
    await expect
      .poll(() => queuedStates(page), { timeout: 30_000 })
      .toEqual([{ state: "refused", message: "Class not found in the selected school" }]);
    expect(await reportsWith(context, story)).toBe(1);
    await context.close();
  });

  test("an admin ends the session: offline, the phone shows no screen, list or queued item of that teacher", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page, classId, userId } = await freshTeacher(browser);
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await waitUntilReadyOffline(page, classId, userId);
    // One mark kept on the phone, then the admin ends every session of this teacher.
    await context.setOffline(true);
    await group(page, STUDENTS[0]).getByRole("button", { name: "Present", exact: true }).click();
    await expect(waiting(page)).toContainText("Waiting to send (1)");
    const admin = await asAdmin(context);
    expect((await admin.request.post(`/api/admin/users/${userId}/end-sessions`)).status()).toBe(200);
    await admin.close();

    // Back online the phone hears of it (the server's redirect to sign-in); then the connection goes.
    await context.setOffline(false);
    // The screen's own refresh may get its 401 first and leave for sign-in: either way, signed out.
    await page.goto("/attendance").catch(() => undefined);
    await expect(page).toHaveURL(/\/(signin\b.*)?$/);
    await page.waitForLoadState();
    await context.setOffline(true);
    for (const path of ["/attendance", "/comment", "/marks"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
      await expect(page.getByText(/Signed in as|Ann Offline|Waiting to send/)).toHaveCount(0);
    }
    // The queued mark is kept for its teacher only: Background Sync sends no one's until someone signs in.
    expect(await queueOnPhone(page)).toEqual({ owners: [userId], syncUser: undefined });
    await context.close();
  });

  test("in French, offline: every menu entry opens its kept screen or the offline page; Logout signs out", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page, classId, userId } = await freshTeacher(browser, "fr");
    await page.goto("/attendance");
    await expect(page.getByRole("heading", { level: 1, name: "Présences" })).toBeVisible();
    await waitUntilReadyOffline(page, classId, userId);
    // The screens tell the worker their language: its offline page (words built in) speaks it.
    await expect.poll(() => page.evaluate(async () => (await caches.match("/__offline/locale"))?.text())).toBe("fr");
    // The marks list the screen asks for on opening is kept too.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match("/api/marks?page=1&limit=10"))))
      .toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith("next-auth.session-token"))!;
    expect(await sessionStatus(context, `${cookie.name}=${cookie.value}`)).toBe(200);

    await context.setOffline(true);
    const menu: [string, string][] = [
      ["Rapport du jour", "Rapport du jour"],
      ["Notes", "Notes"],
      ["École", "Vous êtes hors ligne"],
      ["Bulletins", "Vous êtes hors ligne"],
      ["Mes envois", "Vous êtes hors ligne"],
      ["Changer le mot de passe", "Vous êtes hors ligne"],
      ["Présences", "Présences"],
    ];
    for (const [link, heading] of menu) {
      // Each entry from its own tab on the kept attendance screen: what one tap leaves behind (a second
      // router fetch still failing) cannot move the next tap's page.
      const tab = await context.newPage();
      await tab.goto("/attendance");
      await expect(tab.getByRole("heading", { level: 1, name: "Présences" })).toBeVisible();
      await openMenuIfCollapsed(tab, FRENCH_MENU);
      await tab.getByRole("link", { name: link, exact: true }).click();
      await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The marks list opened from the menu is the kept one, not a failed load.
      await expect(tab.getByText(/Échec du chargement|Failed to load/)).toHaveCount(0);
      await tab.close();
    }
    for (const path of ["/signin", "/privacy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
    }

    // Logout with no connection: this phone is signed out at once, and says so in French.
    await page.goto("/comment");
    await openMenuIfCollapsed(page, FRENCH_MENU);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByText("Vous êtes déconnecté sur ce téléphone", { exact: false })).toBeVisible();
    await page.goto("/attendance");
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
    await expect(page.getByText(/Connecté en tant que|Ann Offline/)).toHaveCount(0);
    // The server still holds the session until the phone is back online; then it is ended first thing.
    // Back online, the sign-out goes out before the next screen (tried again while the worker's own
    // connection catches up with the page's).
    await context.setOffline(false);
    await expect(async () => {
      await page.goto("/comment");
      await expect(page).toHaveURL(/\/signin/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
    expect(await sessionStatus(context, `${cookie.name}=${cookie.value}`)).toBe(401);
    await context.close();
  });
  test("Logout offline keeps the report and the register for their teacher: another user sees none, her sign-in sends both once", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page, classId, className, username, password, userId } = await freshTeacher(browser);
    // A second teacher who will use the same phone, made elsewhere (this phone's cookie stays the first's).
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await signUpTeacher(elsewhere.request, "offb");
    await elsewhere.close();
    // Signing out asks nothing any more: a browser question here fails the test.
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await waitUntilReadyOffline(page, classId, userId);
    const day = await today(page);

    // Offline: the register (two students marked, then saved) and a daily report, kept on the phone.
    await context.setOffline(true);
    await page.reload();
    await group(page, STUDENTS[0]).getByRole("button", { name: "Present", exact: true }).click();
    await group(page, STUDENTS[1]).getByRole("button", { name: "Late", exact: true }).click();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
    await page.goto("/comment");
    await page.getByLabel("School").selectOption({ index: 1 });
    await page.getByLabel("Class").selectOption({ label: `${className} - Mathematics` });
    await page.getByLabel("Number of students").fill("3");
    const story = `Kept at logout ${Date.now()}`;
    await page.getByLabel("Success story").fill(story);
    await page.getByLabel("Challenge").fill("No network at school.");
    await page.getByRole("button", { name: "Submit Daily Report" }).click();
    await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
    const kept = (await queueOnPhone(page)).owners.length;
    expect(kept).toBeGreaterThanOrEqual(3);

    // Logout with no connection: no question, signed out at once, and told what waits for her.
    await openMenuIfCollapsed(page);
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page.getByText("You are signed out on this phone", { exact: false })).toBeVisible();
    await expect(page.getByText(`${kept} items wait for you: they will be sent when you sign in again.`)).toBeVisible();
    expect(questions).toEqual([]);
    expect(await queueOnPhone(page)).toEqual({ owners: Array(kept).fill(userId), syncUser: undefined });

    // Online, another teacher signs in on this phone: the sign-in screen gives only a number, and her
    // screens list and send none of the first teacher's items.
    await context.setOffline(false);
    await expect(async () => {
      await page.goto("/signin");
      await expect(page.getByLabel("Username")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // The first sign-in screen after her Logout still speaks to her; the next one gives only a number.
    await expect(page.getByText(`${kept} items wait for you: they will be sent when you sign in again.`)).toBeVisible();
    await page.reload();
    await expect(
      page.getByText(`${kept} items saved on this phone wait for the people who made them`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("wait for you")).toHaveCount(0);
    await signIn(page, other);
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto("/comment");
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(waiting(page)).toHaveCount(0);
    await expect(page.getByText(story)).toHaveCount(0);
    expect(await reportsWith(context, story)).toBe(0);
    expect((await queueOnPhone(page)).owners).toEqual(Array(kept).fill(userId));
    await openMenuIfCollapsed(page);
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page).toHaveURL(/\/signin/);

    // The first teacher signs in again: her items go, once, and leave the phone.
    await signIn(page, { username, password });
    await expect(page).not.toHaveURL(/\/signin/);
    await expect.poll(async () => (await queueOnPhone(page)).owners, { timeout: 30_000 }).toEqual([]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await reportsWith(context, story)).toBe(1);
    const records = (await (await context.request.get(`/api/attendance/class/${classId}?date=${day}`)).json()) as {
      status: string;
    }[];
    expect(records.map((record) => record.status).sort()).toEqual(["late", "present"]);
    expect(questions).toEqual([]);
    await context.close();
  });

  test("copies kept sealed across Logout: another user sees none of them; her next sign-in opens them with no screen download, offline too", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { context, page, classId, className, username, password, userId } = await freshTeacher(browser);
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await signUpTeacher(elsewhere.request, "offc");
    await elsewhere.close();
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await waitUntilReadyOffline(page, classId, userId);

    /** Whose key this phone holds (the offline-copies database), or null. */
    const keyOwner = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            const open = indexedDB.open("offline-copies", 1);
            open.onupgradeneeded = () => open.result.createObjectStore("key");
            open.onerror = () => resolve(null);
            open.onsuccess = () => {
              const read = open.result.transaction("key", "readonly").objectStore("key").get("current");
              read.onsuccess = () => resolve((read.result as { user?: string } | undefined)?.user ?? null);
            };
          }),
      );
    expect(await keyOwner()).toBe(userId);

    // Logout: the key goes, her copies stay on the phone, sealed (none of her class is readable in them).
    await openMenuIfCollapsed(page);
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect.poll(keyOwner).toBeNull();
    const sealed = await page.evaluate(async (id) => {
      const cache = await caches.open(`pages-v2:${id}`);
      const texts = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))!.text()));
      return { count: texts.length, text: texts.join("") };
    }, userId);
    expect(sealed.count).toBeGreaterThanOrEqual(3);
    for (const secret of [STUDENTS[0], className, username]) expect(sealed.text).not.toContain(secret);

    // Another teacher signs in on this phone: nothing of the first's, online or offline.
    await signIn(page, other);
    await expect(page).not.toHaveURL(/\/signin/);
    await expect.poll(keyOwner, { timeout: 20_000 }).toBe(other.userId);
    await page.goto("/attendance");
    await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(new RegExp(`${STUDENTS[0]}|${className}`))).toHaveCount(0);
    await context.setOffline(true);
    for (const path of ["/attendance", "/comment"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(new RegExp(`${STUDENTS[0]}|${className}`))).toHaveCount(0);
    }
    await context.setOffline(false);
    await openMenuIfCollapsed(page);
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await expect(page.getByLabel("Username")).toBeVisible();

    // She signs in again: the server gives her key back, and her screen opens from the phone.
    await signIn(page, { username, password });
    await expect(page).not.toHaveURL(/\/signin/);
    await expect.poll(keyOwner, { timeout: 20_000 }).toBe(userId);
    /** Requests for a teacher screen that reached the network: the worker's own, or the page's it let through. */
    const downloads: string[] = [];
    context.on("requestfinished", (request) => {
      void (async () => {
        const path = new URL(request.url()).pathname;
        if (!["/attendance", "/comment", "/success"].includes(path)) return;
        const response = await request.response();
        if (request.serviceWorker() || !response?.fromServiceWorker()) downloads.push(`${request.method()} ${path}`);
      })();
    });
    await page.goto("/attendance");
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(group(page, STUDENTS[0])).toBeVisible();
    await context.setOffline(false);
    await page.waitForLoadState("networkidle");
    expect(downloads).toEqual([]);
    await context.close();
  });
});
