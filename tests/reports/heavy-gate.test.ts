import { beforeAll, describe, expect, it, vi } from "vitest";
import { Gate } from "@/lib/platform/gate";
import { heavyWork } from "@/lib/platform/heavy-work";

const HEAVY_USER_MESSAGE = "You are already downloading a file. Please wait for it to finish, then try again.";
import { makeUser, type TestUser } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";
import { reportsApi } from "@/lib/reports/api";

const { GET: marksExcel } = reportsApi["/api/reports/marks/excel"];
const { GET: marksCsv } = reportsApi["/api/export/marks.csv"];
const { GET: cardPdf } = reportCardsApi["/api/reports/report-card/[studentId]/pdf"];

// Issue 30, finding 7: eight simultaneous 100,000-row .xlsx exports of one user ran at once (no quota,
// no gate: 43 s, the server's memory doubled), and one user's 2,000-page class PDF made everyone's
// one-page cards wait. Every heavy answer now goes through one gate, per user and per instance, fair
// between users (lib/platform/heavy-work.ts). Admission and order are asserted here, never durations.
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let f: CardFixture;
let exporter: TestUser;
beforeAll(async () => {
  f = await createCardFixture();
  exporter = await makeUser("admin");
});

const get = (handler: unknown, token: string, query = "", params: Record<string, string> = {}) =>
  (handler as Handler)(
    new Request(`http://localhost/api/x?${query}`, { headers: { authorization: `Bearer ${token}` } }),
    {
      params: Promise.resolve(params),
    },
  );
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe("heavy answers: one gate, per user and per instance", () => {
  it("eight .xlsx exports of one user at once: one runs, one waits, six are 429 at once; another user's card is not held up", async () => {
    const settled: Response[] = [];
    const exports = Array.from({ length: 8 }, () =>
      get(marksExcel, exporter.token).then((response) => {
        settled.push(response);
        return response;
      }),
    );
    // The one running holds its slot until its body is read; the one waiting cannot answer before that.
    await vi.waitFor(() => expect(settled).toHaveLength(7), { timeout: 15_000 });
    expect(heavyWork.loadOf(exporter.id)).toEqual({ active: 1, waiting: 1 });
    const refused = settled.filter((response) => response.status === 429);
    expect(refused).toHaveLength(6);
    for (const response of refused) {
      expect(await messageOf(response)).toBe(HEAVY_USER_MESSAGE);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    // Meanwhile a teacher's one-page card is admitted at once, ahead of the exporter's waiting export.
    const card = await get(cardPdf, f.teacher.token, "academicYear=2025-2026&academicTerm=FIRST_TERM", {
      studentId: f.students[0],
    });
    expect(card.status).toBe(200);
    expect(heavyWork.loadOf(exporter.id)).toEqual({ active: 1, waiting: 1 });
    await card.arrayBuffer();

    // Reading the first export frees its slot for the one that waited.
    const running = settled.find((response) => response.status === 200)!;
    expect(running.headers.get("content-type")).toContain("spreadsheetml");
    await running.arrayBuffer();
    const all = await Promise.all(exports);
    expect(all.filter((response) => response.status === 200)).toHaveLength(2);
    await Promise.all(
      all.filter((response) => response.status === 200 && !response.bodyUsed).map((r) => r.arrayBuffer()),
    );
    expect(heavyWork.load).toEqual({ active: 0, waiting: 0 });
  });

  it("CSV exports and PDFs share the one gate: a user's CSV waits behind their own PDF, not behind others'", async () => {
    const user = await makeUser("admin");
    const pdf = await get(cardPdf, f.admin.token, "academicYear=2025-2026&academicTerm=FIRST_TERM", {
      studentId: f.students[1],
    });
    expect(pdf.status).toBe(200);
    expect(heavyWork.loadOf(f.admin.id)).toEqual({ active: 1, waiting: 0 });
    const csvOfOther = await get(marksCsv, user.token);
    expect(csvOfOther.status).toBe(200);
    await csvOfOther.arrayBuffer();
    let answered = false;
    const csvOfSame = get(marksCsv, f.admin.token).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(heavyWork.loadOf(f.admin.id)).toEqual({ active: 1, waiting: 1 }));
    expect(answered).toBe(false);
    await pdf.arrayBuffer();
    const csv = await csvOfSame;
    expect(csv.status).toBe(200);
    await csv.arrayBuffer();
    expect(heavyWork.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe("the gate's fairness rule", () => {
  const gate = () =>
    new Gate(
      () => ({ concurrency: 2, queueMax: 8, retryAfterSeconds: 10, perUserConcurrency: 1, perUserQueueMax: 1 }),
      "downloads-busy",
      "download-running",
    );

  it("a user has one running and one waiting; the next is 429 with the user's code", async () => {
    const g = gate();
    const first = await g.enter({ user: "a" });
    let second: (() => void) | undefined;
    const waiting = g.enter({ user: "a" }).then((release) => (second = release));
    await expect(g.enter({ user: "a" })).rejects.toMatchObject({
      status: 429,
      code: "download-running",
      headers: { "Retry-After": "10" },
    });
    expect(g.load).toEqual({ active: 1, waiting: 1 });
    first();
    await waiting;
    expect(second).toBeDefined();
    second!();
    expect(g.load).toEqual({ active: 0, waiting: 0 });
  });

  it("a freed slot goes to the next user in turn, not to the same user's next task", async () => {
    const g = gate();
    const order: string[] = [];
    const take = (user: string, label: string) =>
      g.enter({ user }).then((release) => {
        order.push(label);
        return release;
      });
    const a1 = await take("a", "a1");
    const c1 = await take("c", "c1");
    // Both slots are busy: a's second waits first, then b's one.
    const a2 = take("a", "a2");
    const b1 = take("b", "b1");
    expect(g.load).toEqual({ active: 2, waiting: 2 });
    // c finishes: a is still running its first, so b goes first although a waited longer.
    c1();
    (await b1)();
    a1();
    (await a2)();
    expect(order).toEqual(["a1", "c1", "b1", "a2"]);
    expect(g.load).toEqual({ active: 0, waiting: 0 });
  });

  it("the instance's line is still bounded for all users together", async () => {
    const g = new Gate(
      () => ({ concurrency: 1, queueMax: 1, retryAfterSeconds: 5, perUserConcurrency: 1, perUserQueueMax: 1 }),
      "downloads-busy",
      "download-running",
    );
    const release = await g.enter({ user: "a" });
    const queued = g.enter({ user: "b" });
    await expect(g.enter({ user: "c" })).rejects.toMatchObject({ status: 429, code: "downloads-busy" });
    await expect(g.enter({ user: "c", busyCode: "pdf-busy" })).rejects.toMatchObject({ code: "pdf-busy" });
    release();
    (await queued)();
  });
});
