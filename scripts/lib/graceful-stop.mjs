// Preloaded into `next start` by the launcher (node --import), with NEXT_MANUAL_SIG_HANDLE=true so Next
// leaves SIGTERM/SIGINT to this file. Next's own handler waits for open requests without a bound and
// exits 143; here a stop is: no new connections, keep-alive connections closed as their last answer
// ends, the requests in flight (saves, streamed PDFs) finished within SHUTDOWN_GRACE_SECONDS (default
// 20), the database pool closed, exit 0. Past the bound it exits 1 and says how many it cut off.
import diagnostics from "node:diagnostics_channel";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";

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
  const socket = request.socket;
  // Taken off again when the answer is done: a kept-alive connection carries many requests, and a
  // listener left per request kept every answer in memory until the connection closed.
  const done = () => {
    inFlight.delete(response);
    socket?.off("close", done);
    if (stopping) finishIfIdle();
  };
  response.once("finish", done);
  response.once("close", done);
  socket?.once("close", done);
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

/**
 * Exits once no request has been running for a moment: a connection accepted just before the stop whose
 * request the busy event loop has not read yet gets its turn (and is answered) first.
 */
let quiet;
function finishIfIdle() {
  if (inFlight.size !== 0 || quiet) return;
  quiet = setTimeout(() => {
    quiet = undefined;
    if (inFlight.size === 0) void exit(0);
  }, 200);
}

/**
 * Connections waiting in the kernel's accept queue of the socket listening on `port` (Linux: a LISTEN
 * line's rx_queue in /proc/net/tcp*), or 0 when it cannot be read.
 */
function acceptQueue(port) {
  let waiting = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 5 || fields[3] !== "0A") continue;
      if (parseInt(fields[1].split(":").pop(), 16) !== port) continue;
      waiting += parseInt(fields[4].split(":")[1], 16);
    }
  }
  return waiting;
}

async function closeWhenDrained(server) {
  const port = server.address()?.port;
  const deadline = Date.now() + 2_000;
  // Two turns of the event loop at least (one accepts), more while connections still wait to be accepted.
  await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
  while (port && acceptQueue(port) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  net.Server.prototype.close.call(server);
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(
    `${signal}: finishing ${inFlight.size} request(s) in flight (up to ${GRACE_MS / 1000} s), then stopping.`,
  );
  // Stop listening once the kernel's queue of accepted connections is empty (closing the socket earlier
  // resets them: requests a client has already sent). Leave the open connections alone: http.Server#close()
  // would also drop the ones whose request the busy event loop has not read yet, as if they were idle.
  for (const server of servers) void closeWhenDrained(server);
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
