// A slow network between the browser and the app, at the TCP level: every byte either way crosses a
// link of `bitsPerSecond` (one for each direction, shared by all connections as a phone's one radio is),
// then waits half the round trip. Chromium's own throttling (CDP Network.emulateNetworkConditions)
// applies to a page's requests only, not to its service worker's fetches; through this proxy both pay
// the same, so a walk can run with the worker as a phone does.
//
// As in Chromium's throttling, connections with bytes waiting share the link in turns (TCP flows do,
// roughly), and a connection the browser drops stops using the link: a sender holds at most WINDOW bytes
// in it (TCP's window), so a cancelled download does not keep the link busy after it is gone. Unlike
// Chromium's throttling, a new connection pays its set-up: nothing it sends leaves before
// `handshakeRoundTrips` round trips (TCP's SYN/SYN-ACK is one; TLS 1.3 adds one more), as on a phone.
import { createConnection, createServer, type AddressInfo, type Socket } from "node:net";

export interface ThrottleOptions {
  /** Where the app listens. */
  target: { host: string; port: number };
  /** The link's rate, each way. */
  bitsPerSecond: number;
  /** Round trip: each direction waits half of it. */
  latencyMs: number;
  /** Round trips a new connection waits before its first byte leaves (default 1: TCP's handshake). */
  handshakeRoundTrips?: number;
  /** Each connection's life, one line an event (opened, request and answer lines, who ended or reset it). */
  log?: (line: string) => void;
}

// Slices of a phone network's packet size, so the connections' turns interleave as packets would.
const SLICE = 1460;
const WINDOW = 64 * 1024;

/** One connection's bytes in one direction, waiting for their turn on the link, then crossing it. */
interface Flow {
  slices: (Buffer | "end")[];
  bytes: number;
  from: Socket;
  to: Socket;
  /** Sent on the link and due at the far end at `at` (performance.now() time), in the order sent. */
  crossing: { at: number; slice: Buffer | "end" }[];
  arrival?: NodeJS.Timeout;
}

/**
 * Hands a flow's slices that have crossed to the far end, in the order they were sent. One timer per
 * flow, never one per slice: Node fires timers by a due time counted from its loop's millisecond clock,
 * which lags while the process is busy (the bench runs Playwright in it), so slices due a few ms apart
 * (the small pieces of a streamed answer) swapped, and Chromium refused the body
 * (net::ERR_INVALID_CHUNKED_ENCODING: the bench's App Router navigations never arrived).
 */
function arrive(flow: Flow) {
  flow.arrival = undefined;
  const now = performance.now();
  while (flow.crossing.length && flow.crossing[0].at <= now) {
    const { slice } = flow.crossing.shift()!;
    // The far end is gone (the app closes idle connections): reset this one, so the browser
    // sends the request again on a new connection instead of waiting for an answer forever.
    if (flow.to.destroyed) {
      flow.crossing.length = 0;
      flow.from.destroy();
    } else if (slice === "end") flow.to.end();
    else flow.to.write(slice);
  }
  if (flow.crossing.length) flow.arrival = setTimeout(() => arrive(flow), flow.crossing[0].at - now);
}

/** One direction of the link: flows take turns, a slice each, at the link's rate. */
class Link {
  private readonly waiting: Flow[] = [];
  private sending = false;
  private freeAt = 0;
  constructor(
    private readonly msPerByte: number,
    private readonly delayMs: number,
  ) {}

  add(flow: Flow) {
    if (!this.waiting.includes(flow)) this.waiting.push(flow);
    if (!this.sending) this.send();
  }

  private send() {
    // Slices that leave within the same millisecond go together: Node's timers wait at least 1 ms,
    // which would otherwise cap the link at a thousand slices a second (a streamed answer's small
    // pieces are a few bytes each).
    for (;;) {
      const flow = this.waiting.shift();
      if (!flow) {
        this.sending = false;
        return;
      }
      this.sending = true;
      const slice = flow.slices.shift()!;
      const bytes = slice === "end" ? 0 : slice.length;
      flow.bytes -= bytes;
      if (flow.slices.length) this.waiting.push(flow);
      if (flow.from.isPaused() && flow.bytes < WINDOW) flow.from.resume();
      this.freeAt = Math.max(this.freeAt, performance.now()) + bytes * this.msPerByte;
      // freeAt only grows, so each flow's slices are due in the order they were sent.
      flow.crossing.push({ at: this.freeAt + this.delayMs, slice });
      flow.arrival ??= setTimeout(() => arrive(flow), flow.crossing[0].at - performance.now());
      const wait = this.freeAt - performance.now();
      if (wait >= 1) {
        setTimeout(() => this.send(), wait);
        return;
      }
    }
  }

  /** A connection gone: its waiting bytes leave the link unsent. */
  drop(flow: Flow) {
    const at = this.waiting.indexOf(flow);
    if (at >= 0) this.waiting.splice(at, 1);
    flow.slices.length = 0;
  }
}

interface ProxyState {
  enabled: boolean;
  lastActive: number;
  bytes: { up: number; down: number };
}

/** Copies `from` to `to` over `link`, or straight through while the throttle is off. */
function pipeThrough(from: Socket, to: Socket, link: Link, state: ProxyState, direction: "up" | "down") {
  const flow: Flow = { slices: [], bytes: 0, from, to, crossing: [] };
  from.on("data", (chunk: Buffer) => {
    state.lastActive = performance.now();
    // What the phone's data plan pays for, page and service worker alike (headers included).
    state.bytes[direction] += chunk.length;
    if (!state.enabled) {
      if (to.destroyed) from.destroy();
      else to.write(chunk);
      return;
    }
    for (let offset = 0; offset < chunk.length; offset += SLICE)
      flow.slices.push(chunk.subarray(offset, offset + SLICE));
    flow.bytes += chunk.length;
    if (flow.bytes >= WINDOW) from.pause();
    link.add(flow);
  });
  from.on("end", () => {
    if (!state.enabled) to.end();
    else {
      flow.slices.push("end");
      link.add(flow);
    }
  });
  to.on("close", () => link.drop(flow));
}

/** Starts the proxy on a free port; `setThrottled(false)` lets bytes straight through. */
export async function startThrottleProxy(options: ThrottleOptions) {
  const msPerByte = 8_000 / options.bitsPerSecond;
  const down = new Link(msPerByte, options.latencyMs / 2);
  const up = new Link(msPerByte, options.latencyMs / 2);
  const state: ProxyState = { enabled: true, lastActive: 0, bytes: { up: 0, down: 0 } };
  const handshakeMs = (options.handshakeRoundTrips ?? 1) * options.latencyMs;
  const sockets = new Set<Socket>();
  let connections = 0;
  const t0 = performance.now();
  const log = options.log;
  const server = createServer((client) => {
    connections++;
    const id = connections;
    const note = (what: string) => log?.(`${((performance.now() - t0) / 1000).toFixed(3)} #${id} ${what}`);
    // The handshake: the browser's request waits in the socket until the connection would be open.
    if (state.enabled && handshakeMs > 0) {
      client.pause();
      setTimeout(() => {
        if (!client.destroyed) client.resume();
      }, handshakeMs);
    }
    const upstream = createConnection(options.target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on("close", () => {
        sockets.delete(socket);
        // The browser gone: its answers have no one to go to.
        if (socket === client) upstream.destroy();
      });
    }
    if (log) {
      note("open");
      const firstLine = (chunk: Buffer) => chunk.subarray(0, 200).toString("latin1").split("\r\n")[0];
      client.on("data", (chunk: Buffer) => {
        if (/^[A-Z]+ \S+ HTTP\/1\.1/.test(firstLine(chunk))) note(`browser → ${firstLine(chunk)}`);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (firstLine(chunk).startsWith("HTTP/1.1")) note(`app → ${firstLine(chunk)}`);
      });
      client.on("end", () => note("browser ended"));
      client.on("close", (hadError) => note(`browser closed${hadError ? " (error)" : ""}`));
      client.on("error", (error) => note(`browser error ${error.message}`));
      upstream.on("end", () => note("app ended"));
      upstream.on("close", (hadError) => note(`app closed${hadError ? " (error)" : ""}`));
      upstream.on("error", (error) => note(`app error ${error.message}`));
    }
    pipeThrough(client, upstream, up, state, "up");
    pipeThrough(upstream, client, down, state, "down");
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setThrottled(enabled: boolean) {
      state.enabled = enabled;
    },
    /** Bytes that crossed so far, phone → app (up) and app → phone (down), whoever on the phone sent them. */
    bytes: () => ({ ...state.bytes }),
    /** New connections so far (each paid the handshake while throttled). */
    connections: () => connections,
    /** Resolves once no byte has crossed for `quietMs` (a service worker done with its background fetches). */
    async quiet(quietMs: number) {
      while (performance.now() - state.lastActive < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
