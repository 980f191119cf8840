// Page and service worker read the server's answers to a queued write the same way (issue 31, item 2):
// one table of answers goes through the page's first send (sendOrQueue), the tabs' replay (replayQueue)
// and the worker's Background Sync (the built worker, in its sandbox), all on one in-memory IndexedDB as
// on a phone, and each must leave the queue as the table says: sent, waiting for a sign-in, waiting to be
// tried again (and not before the server's Retry-After), or refused with the server's message. The rule
// is lib/offline/answer.ts; the table is written out here, so changing the rule, or either side's use of
// it, fails this test.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "@/lib/client/error-message";
import { MAX_RETRY_DELAY_MS, SIGN_IN_AGAIN } from "@/lib/offline/answer";
import { putItem, QUEUE_DB, setQueueUser, type QueuedItem } from "@/lib/offline/queue";
import { replayQueue } from "@/lib/offline/replay";
import { sendOrQueue } from "@/lib/offline/send";
import { MemoryIndexedDB } from "../helpers/memory-indexeddb";
import { FakeCacheStorage, loadWorker } from "../helpers/worker-sandbox";

const USER = "user-1";
const REFUSAL = "Class not found in the selected school";

/** An answer of the server, or null for none at all (offline, timed out). */
type Answer = { status: number; retryAfter?: string } | null;

type Outcome =
  { kind: "sent" } | { kind: "sign-in" } | { kind: "retry"; delayS: number } | { kind: "refused"; message: string };

const inTwoMinutes = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 120_000).toUTCString();

// 408 is a retry: the page always said so; the worker, hand-written before, refused it (issue 31).
const TABLE: [string, Answer, Outcome][] = [
  ["no answer", null, { kind: "retry", delayS: 0 }],
  ["200", { status: 200 }, { kind: "sent" }],
  ["201", { status: 201 }, { kind: "sent" }],
  ["401", { status: 401 }, { kind: "sign-in" }],
  ["401 + Retry-After", { status: 401, retryAfter: "30" }, { kind: "sign-in" }],
  ["408", { status: 408 }, { kind: "retry", delayS: 0 }],
  ["408 + Retry-After", { status: 408, retryAfter: "10" }, { kind: "retry", delayS: 10 }],
  ["409", { status: 409 }, { kind: "refused", message: REFUSAL }],
  ["409 + Retry-After", { status: 409, retryAfter: "30" }, { kind: "retry", delayS: 30 }],
  ["422", { status: 422 }, { kind: "refused", message: REFUSAL }],
  ["422 + Retry-After (a date)", { status: 422, retryAfter: "date" }, { kind: "retry", delayS: 120 }],
  ["404", { status: 404 }, { kind: "refused", message: REFUSAL }],
  ["429", { status: 429 }, { kind: "retry", delayS: 0 }],
  ["429 + Retry-After", { status: 429, retryAfter: "60" }, { kind: "retry", delayS: 60 }],
  ["500", { status: 500 }, { kind: "retry", delayS: 0 }],
  ["502", { status: 502 }, { kind: "retry", delayS: 0 }],
  ["503 + Retry-After", { status: 503, retryAfter: "5" }, { kind: "retry", delayS: 5 }],
  [
    "503 + Retry-After past the bound",
    { status: 503, retryAfter: "86400" },
    { kind: "retry", delayS: MAX_RETRY_DELAY_MS / 1000 },
  ],
  ["503 + unreadable Retry-After", { status: 503, retryAfter: "soon" }, { kind: "retry", delayS: 0 }],
];

function respond(answer: Answer): Response {
  if (!answer) throw new TypeError("Failed to fetch");
  const headers = new Headers({ "Content-Type": "application/json" });
  if (answer.retryAfter) headers.set("Retry-After", answer.retryAfter === "date" ? inTwoMinutes() : answer.retryAfter);
  const ok = answer.status < 300;
  return new Response(JSON.stringify(ok ? { saved: true } : { message: REFUSAL }), { status: answer.status, headers });
}

/** What the queue says of the one item, `before` the write was tried. */
function observe(db: MemoryIndexedDB, before: number): Outcome {
  const items = db.rows(QUEUE_DB, "items") as QueuedItem[];
  expect(items.length).toBeLessThanOrEqual(1);
  const [item] = items;
  if (!item) return { kind: "sent" };
  if (item.state === "refused") return { kind: "refused", message: item.message ?? "" };
  if (item.message === SIGN_IN_AGAIN) return { kind: "sign-in" };
  return { kind: "retry", delayS: item.notBefore ? Math.round((item.notBefore - before) / 1000) : 0 };
}

/** Delays agree to the second (an HTTP date has no finer grain, and the clock moves while the test runs). */
function expectSame(actual: Outcome, expected: Outcome, who: string) {
  if (actual.kind === "retry" && expected.kind === "retry") {
    expect(Math.abs(actual.delayS - expected.delayS), `${who}: delay ${actual.delayS}s`).toBeLessThanOrEqual(1);
  } else expect(actual, who).toEqual(expected);
}

const waiting = (id: string): QueuedItem => ({
  id,
  url: "/api/comments",
  method: "POST",
  body: JSON.stringify({ successStory: "kept" }),
  label: "Daily report P4 A (2026-11-26)",
  user: USER,
  createdAt: Date.now(),
  state: "waiting",
});

let db: MemoryIndexedDB;
beforeEach(() => {
  db = new MemoryIndexedDB();
  // The page's globals: its IndexedDB (shared with the worker below), its window and the navbar's user.
  vi.stubGlobal("indexedDB", db);
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("document", { querySelector: () => ({ dataset: { userId: USER } }) });
  vi.stubGlobal("navigator", {});
});
afterEach(() => vi.unstubAllGlobals());

/** The page's first send: the screen gets the answer, the error, or the queued stand-in. */
async function pageFirstSend(answer: Answer): Promise<Outcome> {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => respond(answer)),
  );
  const before = Date.now();
  try {
    const result = await sendOrQueue({
      url: "/api/comments",
      body: {},
      label: { key: "report", values: {} },
      whenQueued: () => "queued",
    });
    if (result !== "queued") {
      expect(result).toEqual({ saved: true });
      expect(db.rows(QUEUE_DB, "items")).toEqual([]);
      return { kind: "sent" };
    }
  } catch (error) {
    expect(error).toBeInstanceOf(ApiClientError);
    expect(db.rows(QUEUE_DB, "items"), "a refused write is not queued").toEqual([]);
    return { kind: "refused", message: (error as ApiClientError).message };
  }
  const outcome = observe(db, before);
  expect(outcome.kind, "queued, so not sent nor refused").not.toMatch(/sent|refused/);
  return outcome;
}

/** The tabs' replay of a waiting item. */
async function pageReplay(answer: Answer): Promise<Outcome> {
  await putItem(waiting("item-page"));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => respond(answer)),
  );
  const before = Date.now();
  await replayQueue(USER);
  return observe(db, before);
}

/** The service worker's Background Sync of a waiting item, on the page's database. */
async function workerSync(answer: Answer): Promise<{ outcome: Outcome; firedAgain: boolean }> {
  await setQueueUser(USER);
  await putItem(waiting("item-worker"));
  const worker = await loadWorker(new FakeCacheStorage(), async () => respond(answer), { indexedDB: db });
  const before = Date.now();
  const firedAgain = await worker.sync("offline-queue").then(
    () => false,
    () => true,
  );
  return { outcome: observe(db, before), firedAgain };
}

describe("page and service worker read every answer alike (lib/offline/answer.ts)", () => {
  it.each(TABLE)("%s", async (_name, answer, expected) => {
    const first = await pageFirstSend(answer);
    db = new MemoryIndexedDB();
    vi.stubGlobal("indexedDB", db);
    const replay = await pageReplay(answer);
    db = new MemoryIndexedDB();
    vi.stubGlobal("indexedDB", db);
    const { outcome: worker, firedAgain } = await workerSync(answer);

    expectSame(first, expected, "the page's first send");
    expectSame(replay, expected, "the page's replay");
    expectSame(worker, expected, "the worker's Background Sync");
    // While an item waits for the network or the server, the browser is asked to fire the sync again;
    // one waiting for its user to sign in is not (no later sync brings a sign-in).
    expect(firedAgain, "the worker asks to be fired again").toBe(expected.kind === "retry");
  });
});

describe("a Retry-After is honoured by both: nothing goes before it is over", () => {
  it("the tabs' replay and the worker's sync leave a held item alone, then send it once the time has come", async () => {
    const sent: string[] = [];
    const network = async (url: string) => {
      sent.push(url);
      return respond({ status: 201 });
    };
    await setQueueUser(USER);
    await putItem({ ...waiting("held"), notBefore: Date.now() + 60_000 });
    vi.stubGlobal("fetch", vi.fn(network));
    const result = await replayQueue(USER);
    expect(result).toMatchObject({ sent: 0, waiting: 1, retryAt: expect.any(Number) });
    const worker = await loadWorker(new FakeCacheStorage(), network, { indexedDB: db });
    await expect(worker.sync("offline-queue")).rejects.toThrow();
    expect(sent).toEqual([]);

    await putItem({ ...waiting("held"), notBefore: Date.now() - 1 });
    await worker.sync("offline-queue");
    expect(sent).toHaveLength(1);
    expect(db.rows(QUEUE_DB, "items")).toEqual([]);
  });
});
