import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A load balancer in front of several app instances, as a district runs them: each request goes to the next
// instance in turn, unless the test names one (`X-Test-Instance: 0|1|…`) to make a point (a form rendered by
// one instance and posted to the other). The Host header is kept, as nginx's `proxy_set_header Host $host`
// does, so that Origin checks see the address the browser used. Every answer says who served it.
export interface RoundRobin {
  base: string;
  /** How many requests each instance served. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobin(targets: string[]): Promise<RoundRobin> {
  const served = targets.map(() => 0);
  let turn = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const named = Number(incoming.headers["x-test-instance"]);
    const index = Number.isInteger(named) && named >= 0 && named < targets.length ? named : turn++ % targets.length;
    served[index]++;
    const target = new URL(targets[index]);
    const headers = { ...incoming.headers };
    delete headers["x-test-instance"];
    const upstream = forward(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-served-by": String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
