import { createConnection, createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startThrottleProxy } from "../../bench/lib/throttle-proxy.mts";

// The slow-3G bench's proxy (bench/lib/throttle-proxy.mts) must hand on every byte in the order it was
// sent. It once gave each slice its own timer: slices due within a millisecond of each other (Node counts
// a timer from its loop's clock, which lags when the process is busy) swapped, and Chromium refused the
// body (net::ERR_INVALID_CHUNKED_ENCODING), so the bench's App Router navigations never arrived.

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

/** An app that streams `pieces` small writes (as a streamed page does), then closes. */
async function streamingApp(pieces: Buffer[]) {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    let next = 0;
    const write = () => {
      if (next === pieces.length) return void socket.end();
      socket.write(pieces[next++]);
      setImmediate(write);
    };
    write();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Everything the browser side reads through the proxy until the app closes. */
async function readThrough(proxyPort: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection({ host: "127.0.0.1", port: proxyPort });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.on("error", reject);
  });
}

describe("throttle proxy", () => {
  it("hands on large answers whole while several connections share the link", async () => {
    // With a timer per slice this failed every time (8 of 8 runs): bytes arrived out of order.
    const body = Buffer.alloc(200_000);
    for (let index = 0; index < body.length; index++) body[index] = (index * 7) % 251;
    const port = await streamingApp([body.subarray(0, 70_000), body.subarray(70_000, 70_003), body.subarray(70_003)]);
    const proxy = await startThrottleProxy({
      target: { host: "127.0.0.1", port },
      bitsPerSecond: 8_000_000,
      latencyMs: 20,
    });
    try {
      const received = await Promise.all([readThrough(proxy.port), readThrough(proxy.port), readThrough(proxy.port)]);
      for (const answer of received) expect(answer.equals(body)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
  it("hands on a streamed answer's many small pieces intact and in order", async () => {
    // 3,000 pieces of 2–6 bytes, each numbered by its content, so any swap shows.
    const pieces = Array.from({ length: 3_000 }, (_, index) =>
      Buffer.from(`${index.toString(36)};`.padEnd(2 + (index % 5), ".")),
    );
    const port = await streamingApp(pieces);
    const proxy = await startThrottleProxy({
      target: { host: "127.0.0.1", port },
      bitsPerSecond: 400_000,
      latencyMs: 40,
    });
    // A busy neighbour in the same process, as the bench's Playwright is: Node's timers then run late
    // and the proxy's callbacks see a stale loop clock.
    const busy = setInterval(() => {
      const until = performance.now() + 3;
      while (performance.now() < until);
    }, 2);
    try {
      const received = await readThrough(proxy.port);
      expect(received.toString()).toBe(Buffer.concat(pieces).toString());
    } finally {
      clearInterval(busy);
      await proxy.close();
    }
  });
});
