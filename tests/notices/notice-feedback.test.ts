import { afterEach, describe, expect, it, vi } from "vitest";
import { withFamilies } from "@/lib/notices/notice-feedback.client";

// The attendance screen's words after a save (docs/product-spec.md#notices): what was really sent, and
// that a past day told nobody, on answers the server could give.
type Notice = { family: string; status: string; dueAt: string; sentAt: string | null };

const say = (key: string, values: { count: number; time: string }) => `[${key} ${values.count} ${values.time}]`;
const where = { schoolId: "s1", classId: "c1", date: "2026-03-02", locale: "en", statuses: ["absent"] };

/** fetch as the server would answer: the day's notices (one answer per call, the last repeated) and the rule. */
function serve(lists: Notice[][], rule = { enabled: true, statuses: ["absent"], today: "2026-03-02" }) {
  let call = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      const body = path.startsWith("/api/notices?") ? lists[Math.min(call++, lists.length - 1)] : rule;
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("what the attendance screen says a save told families", () => {
  it("a past day: no family was told, and the screen says why", async () => {
    serve([[]], { enabled: true, statuses: ["absent"], today: "2026-03-09" });
    expect(await withFamilies("Saved.", where, say)).toBe("Saved. [familiesPastDay 0 ]");
  });

  it("today with nothing to tell, or notices off: the save's own message stands", async () => {
    serve([[]]);
    expect(await withFamilies("Saved.", where, say)).toBeNull();
    serve([[]], { enabled: false, statuses: ["absent"], today: "2026-03-09" });
    expect(await withFamilies("Saved.", where, say)).toBeNull();
  });

  it("a delay: families counted by address (one phone for two students is one family), and when", async () => {
    const later = new Date(Date.now() + 30 * 60_000).toISOString();
    serve([
      [
        { family: "a", status: "queued", dueAt: later, sentAt: null },
        { family: "a", status: "queued", dueAt: later, sentAt: null },
        { family: "b", status: "held", dueAt: later, sentAt: null },
      ],
    ]);
    expect(await withFamilies("Saved.", where, say)).toMatch(/^Saved\. \[familiesTold 2 \S+/);
  });

  it("a 0-minute delay: waits for the dispatcher and says they were sent, never 'will be told at'", async () => {
    vi.useFakeTimers();
    const now = new Date().toISOString();
    serve([
      [{ family: "a", status: "queued", dueAt: now, sentAt: null }],
      [{ family: "a", status: "sent", dueAt: now, sentAt: now }],
    ]);
    const said = withFamilies("Saved.", where, say);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await said).toMatch(/^Saved\. \[familiesToldNow 1 \S+/);
  });

  it("a 0-minute delay the dispatcher has not reached yet: 'being told now'", async () => {
    vi.useFakeTimers();
    const now = new Date().toISOString();
    serve([[{ family: "a", status: "queued", dueAt: now, sentAt: null }]]);
    const said = withFamilies("Saved.", where, say);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await said).toMatch(/^Saved\. \[familiesSending 1 /);
  });
});
