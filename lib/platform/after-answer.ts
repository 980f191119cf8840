import { after } from "next/server";

/** Work started detached (outside a Next request) that has not finished yet. */
const detached = new Set<Promise<void>>();

/** Work after the answer is sent (Next's `after`); outside a Next request (tests, scripts) it runs detached. */
export function afterAnswer(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    const running = task().catch(() => undefined);
    detached.add(running);
    void running.finally(() => detached.delete(running));
  }
}

/** Resolves once the detached work has finished: a test that checks what a request wrote waits for it. */
export async function afterAnswersSettled(): Promise<void> {
  while (detached.size) await Promise.all([...detached]);
}
