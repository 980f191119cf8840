// On a slow network every chunk shares the same thin pipe: the code that makes a screen usable (its
// grid, its list) is fetched first, and the extras (offline panel, language menu, modals, tracking)
// wait until it has arrived rather than slowing it down. On a fast network the wait is a few ms.
const essentials = new Set<Promise<unknown>>();

/** Marks a load as one the screen needs before it is usable. */
export function essential(load: Promise<unknown>): void {
  const settled = load.then(
    () => undefined,
    () => undefined,
  );
  essentials.add(settled);
  void settled.then(() => essentials.delete(settled));
}

/**
 * Resolves once the screen's essential loads have arrived (or failed). It first lets the current
 * render's effects run, since a layout's effects (the navigation bar's extras) run before its page's.
 */
export async function afterEssentials(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (essentials.size > 0) await Promise.all([...essentials]);
}

/**
 * Runs `work` once the browser is idle, at the latest `timeout` ms later; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs }: { timeout: number; fallbackMs: number }) {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
