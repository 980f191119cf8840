import { ApiError } from "@/lib/http/api-error";

/**
 * At most `concurrency` tasks at once in this process; up to `queueMax` more wait in line; the rest
 * are refused with 429 at once. This guards one instance's CPU and memory (password hashing, PDF
 * rendering), which is why it lives in memory; quotas that must hold across instances are in
 * PostgreSQL (lib/services/rate-limit.ts).
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: () => { concurrency: number; queueMax: number; retryAfterSeconds: number },
    private readonly busyMessage: string,
  ) {}

  get load() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Waits for a slot; the returned function gives it back (call it exactly once). */
  async enter(): Promise<() => void> {
    const { concurrency, queueMax, retryAfterSeconds } = this.limits();
    if (this.active >= concurrency) {
      if (this.waiting.length >= queueMax)
        throw new ApiError(429, this.busyMessage, { "Retry-After": String(retryAfterSeconds) });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `active` only drops when nobody waits.
      if (next) next();
      else this.active--;
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
