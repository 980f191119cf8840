// Preloaded into `next start` by the launcher (node --import), with NEXT_MANUAL_SIG_HANDLE=true so Next
// leaves SIGTERM/SIGINT to this file. Next's own handler waits for open requests without a bound and
// exits 143; here a stop is: no new connections, keep-alive connections closed as their last answer
// ends, the requests in flight (saves, streamed PDFs) finished within SHUTDOWN_GRACE_SECONDS (default
// 20), the database pool closed, exit 0. Past the bound it exits 1 and says how many it cut off.
import diagnostics from "node:diagnostics_channel";
import http from "node:http";

const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 20);
const GRACE_MS = (Number.isFinite(graceSeconds) && graceSeconds >= 0 ? graceSeconds : 20) * 1000;

const servers = new Set();
const inFlight = new Set();
let stopping = false;

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  servers.add(this);
  return listen.apply(this, args);
};

diagnostics.subscribe("http.server.request.start", ({ request, response }) => {
  inFlight.add(response);
  // A request that arrives on a kept-alive connection during the stop is served, and its connection closed after.
  if (stopping) response.shouldKeepAlive = false;
  const done = () => {
    inFlight.delete(response);
    if (stopping) finishIfIdle();
  };
  response.once("finish", done);
  response.once("close", done);
  request.socket?.once("close", done);
});

let finished = false;
async function exit(code) {
  if (finished) return;
  finished = true;
  const client = globalThis.prisma;
  await Promise.race([
    client ? client.$disconnect().catch(() => undefined) : Promise.resolve(),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  process.exit(code);
}

function finishIfIdle() {
  if (inFlight.size === 0) void exit(0);
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(
    `${signal}: finishing ${inFlight.size} request(s) in flight (up to ${GRACE_MS / 1000} s), then stopping.`,
  );
  for (const server of servers) {
    server.close();
    server.closeIdleConnections?.();
  }
  // Connections that go idle after their answer are closed as they do (no new request may start on them).
  const sweep = setInterval(() => {
    for (const server of servers) server.closeIdleConnections?.();
  }, 100);
  sweep.unref();
  setTimeout(() => {
    console.error(`✖ Stopped with ${inFlight.size} request(s) still running after ${GRACE_MS / 1000} s.`);
    void exit(1);
  }, GRACE_MS).unref();
  finishIfIdle();
}

if (process.env.NEXT_MANUAL_SIG_HANDLE) {
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
