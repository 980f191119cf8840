import { problem } from "@/lib/problems/api-error";
import type { ProblemCode } from "@/lib/problems/codes";

export interface GateLimits {
  /** Tasks at once in this process. */
  concurrency: number;
  /** Tasks waiting in line, all users together; past it 429 `busyCode`. */
  queueMax: number;
  retryAfterSeconds: number;
  /** Tasks of one user at once (default: no own bound). */
  perUserConcurrency?: number;
  /** Tasks of one user waiting (default: no own bound); past it 429 `userCode`. */
  perUserQueueMax?: number;
}

/** Who is asking and what to tell them; without a user, every caller shares one line (FIFO). */
export interface GateEntry {
  user?: string;
  busyCode?: ProblemCode;
}

/**
 * At most `concurrency` tasks at once in this process; up to `queueMax` more wait in line; the rest
 * are refused with 429 at once. This guards one instance's CPU and memory (password hashing, PDFs,
 * exports), which is why it lives in memory; quotas that must hold across instances are in
 * PostgreSQL (lib/platform/rate-limit.ts).
 *
 * Fair between users: each user has their own line and at most `perUserConcurrency` tasks running, and
 * a freed slot goes to the next user in turn (round robin), never to the same user's next task while
 * another user waits. So one user's 2,000-page PDF or eight 100,000-row exports hold one slot and one
 * place in line, and another user's one-page card runs beside them (docs/design.md#heavy-work).
 */
export class Gate {
  private active = 0;
  private queued = 0;
  private readonly running = new Map<string, number>();
  private readonly lines = new Map<string, (() => void)[]>();
  /** Users with someone waiting, in the order they get their turn. */
  private readonly turns: string[] = [];

  constructor(
    private readonly limits: () => GateLimits,
    private readonly busyCode: ProblemCode,
    private readonly userCode = busyCode,
  ) {}

  get load() {
    return { active: this.active, waiting: this.queued };
  }

  /** Running and waiting tasks of one user. */
  loadOf(user: string) {
    return { active: this.running.get(user) ?? 0, waiting: this.lines.get(user)?.length ?? 0 };
  }

  /** Waits for a slot; the returned function gives it back (call it exactly once). */
  async enter(entry: GateEntry = {}): Promise<() => void> {
    const limits = this.limits();
    const user = entry.user ?? "";
    const perUser = entry.user ? (limits.perUserConcurrency ?? Infinity) : Infinity;
    const perUserQueue = entry.user ? (limits.perUserQueueMax ?? Infinity) : Infinity;
    const retry = { "Retry-After": String(limits.retryAfterSeconds) };
    const mine = this.loadOf(user);
    if (this.active < limits.concurrency && mine.active < perUser && mine.waiting === 0) {
      this.start(user);
    } else {
      if (mine.active + mine.waiting >= perUser + perUserQueue) throw problem(this.userCode, undefined, retry);
      if (this.queued >= limits.queueMax) throw problem(entry.busyCode ?? this.busyCode, undefined, retry);
      await new Promise<void>((resolve) => this.wait(user, resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      const left = (this.running.get(user) ?? 1) - 1;
      if (left > 0) this.running.set(user, left);
      else this.running.delete(user);
      this.dispatch();
    };
  }

  async run<T>(task: () => Promise<T>, entry?: GateEntry): Promise<T> {
    const release = await this.enter(entry);
    try {
      return await task();
    } finally {
      release();
    }
  }

  private start(user: string) {
    this.active++;
    this.running.set(user, (this.running.get(user) ?? 0) + 1);
  }

  private wait(user: string, resolve: () => void) {
    const line = this.lines.get(user);
    if (line) line.push(resolve);
    else {
      this.lines.set(user, [resolve]);
      this.turns.push(user);
    }
    this.queued++;
  }

  /** Fills free slots from the lines, one user's task at a time, in turn. */
  private dispatch() {
    const limits = this.limits();
    let looked = 0;
    while (this.active < limits.concurrency && this.turns.length && looked < this.turns.length) {
      const user = this.turns.shift()!;
      const perUser = user ? (limits.perUserConcurrency ?? Infinity) : Infinity;
      if ((this.running.get(user) ?? 0) >= perUser) {
        // Still running its own: it keeps its place at the back, the next user goes first.
        this.turns.push(user);
        looked++;
        continue;
      }
      looked = 0;
      const line = this.lines.get(user)!;
      const next = line.shift()!;
      if (line.length) this.turns.push(user);
      else this.lines.delete(user);
      this.queued--;
      this.start(user);
      next();
    }
  }
}
