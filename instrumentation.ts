// Next.js runs register() once when a server instance starts: the place for work that is not a request.
// Each instance starts its own notice dispatcher; they share the outbox safely (docs/design.md#notices).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ env }, { startNoticeDispatcher }] = await Promise.all([
    import("@/lib/env"),
    import("@/lib/notices/dispatcher"),
  ]);
  if (env.DATABASE_URL) startNoticeDispatcher(env.NOTICE_DISPATCH_SECONDS);
}
