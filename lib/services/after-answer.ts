import { after } from "next/server";

/** Work after the answer is sent (Next's `after`); outside a Next request (tests, scripts) it runs detached. */
export function afterAnswer(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
