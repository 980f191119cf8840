import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { ACCOUNTS, logout, openMenuIfCollapsed, signIn, STATE } from "./helpers";

interface StoredEvent {
  type: string;
  data: Record<string, unknown>;
  sessionId: string;
  user: { username: string } | null;
  location: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
}

/** Reads the stored events through the admin-only read-out (the database belongs to the e2e server). */
async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, storageState: STATE.admin });
}

async function eventsOf(api: APIRequestContext, sessionId: string): Promise<StoredEvent[]> {
  const response = await api.get(`/api/admin/tracking-events?sessionId=${sessionId}&limit=500`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: StoredEvent[] }).events;
}

const readSessionId = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem("tracking.session") ?? "{}") as { id?: string }).id ?? "");

/** The tab's usage session id, once the lazily loaded tracker has started. */
async function sessionIdOf(page: Page): Promise<string> {
  await expect.poll(() => readSessionId(page), { timeout: 10_000 }).not.toBe("");
  return readSessionId(page);
}

/** A button named with an id, and one with no name (never tracked), added to the live page. */
async function clickProbeButtons(page: Page) {
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<button id="e2e-probe" type="button">Probe</button><button type="button" data-e2e="unnamed">Unnamed</button>',
    );
  });
  await page.locator("#e2e-probe").click();
  await page.locator("[data-e2e=unnamed]").click();
}

test.describe("usage tracking", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a teacher's visit is stored as login, page-view, click, navigation and data-access events under one session id", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/signin");
    await expect(page.getByRole("link", { name: "Privacy" })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    expect(sessionId).toMatch(/^[a-f0-9]{32}$/);

    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
    expect(await sessionIdOf(page)).toBe(sessionId);
    await clickProbeButtons(page);
    await openMenuIfCollapsed(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Attendance", exact: true }).click();
    await expect(page).toHaveURL(/\/attendance$/);
    await expect(page.getByRole("heading", { level: 1, name: "Attendance", exact: true })).toBeVisible();

    const api = await adminApi(baseURL);
    const required = ["app_start", "login_attempt", "page_view", "button_click", "navigation", "data_access"];
    await expect
      .poll(
        async () => {
          const types = new Set((await eventsOf(api, sessionId)).map((event) => event.type));
          return required.filter((type) => !types.has(type));
        },
        { timeout: 15_000 },
      )
      .toEqual([]);

    const events = await eventsOf(api, sessionId);
    expect(new Set(events.map((event) => event.sessionId))).toEqual(new Set([sessionId]));
    const login = events.find((event) => event.type === "login_attempt");
    expect(login).toMatchObject({ data: { success: true }, user: { username: "teacher" } });
    const paths = events.filter((event) => event.type === "page_view").map((event) => event.data.path);
    expect(paths).toEqual(expect.arrayContaining(["/signin", "/comment", "/attendance"]));
    const clicks = events.filter((event) => event.type === "button_click");
    expect(clicks.map((event) => event.data.buttonId)).toEqual(["e2e-probe"]);
    expect(clicks[0]).toMatchObject({ data: { path: "/comment" }, user: { username: "teacher" } });
    expect(events.find((event) => event.type === "navigation")).toMatchObject({
      data: { action: "link", from: "/comment", to: "/attendance" },
    });
    expect(
      events
        .filter((event) => event.type === "data_access")
        .every(
          (event) =>
            String(event.data.path).startsWith("/api/") && !String(event.data.path).startsWith("/api/tracking"),
        ),
    ).toBe(true);
    expect(events.every((event) => event.ip && event.userAgent)).toBe(true);
    expect(events.every((event) => event.location === null)).toBe(true);
    expect(JSON.stringify(events)).not.toContain(ACCOUNTS.teacher.password);

    await logout(page);
    await expect
      .poll(async () => (await eventsOf(api, sessionId)).some((event) => event.type === "logout"), { timeout: 10_000 })
      .toBe(true);
    await api.dispose();
  });

  test("with location already granted, events carry it and the server adds the place name", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: STATE.teacher,
      permissions: ["geolocation"],
      geolocation: { latitude: -1.9441, longitude: 30.0619, accuracy: 50 },
    });
    const page = await context.newPage();
    await page.goto("/attendance");
    await expect(page.getByRole("heading", { level: 1, name: "Attendance", exact: true })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    await clickProbeButtons(page);
    const api = await adminApi(baseURL);
    // The tracker asks for the position in the background, so the first click may leave before it is known:
    // each poll clicks again, and a later batch carries it.
    await expect
      .poll(
        async () => {
          const located = (await eventsOf(api, sessionId)).find((event) => event.location?.fullAddress)?.location;
          if (!located) await page.locator("#e2e-probe").click();
          return located;
        },
        { timeout: 15_000 },
      )
      .toMatchObject({
        coordinates: { latitude: -1.9441, longitude: 30.0619 },
        source: "gps",
        fullAddress: "Gasabo, Kigali, Kigali City, Rwanda",
        city: "Kigali",
        country: "Rwanda",
      });
    await api.dispose();
    await context.close();
  });
});

test.describe("tracking failures are invisible @phone", () => {
  // A session of its own: the test ends with a logout, which ends the session it is made with.
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
  });

  test("with /api/tracking answering 500 the app works the same and shows nothing", async ({ page }) => {
    let refused = 0;
    await page.route("**/api/tracking", (route) => {
      refused += 1;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Tracking is down" }),
      });
    });
    const pageErrors: Error[] = [];
    page.on("pageerror", (error) => pageErrors.push(error));

    await page.goto("/comment");
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    await clickProbeButtons(page);
    await openMenuIfCollapsed(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Attendance", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Attendance", exact: true })).toBeVisible();
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);

    await expect(page.getByText(/Tracking is down|Server error: 500|Something went wrong|Network error/)).toHaveCount(
      0,
    );
    expect(pageErrors).toEqual([]);
    await logout(page);
    await expect(page.getByText(/Tracking is down|Server error: 500/)).toHaveCount(0);
  });
});
