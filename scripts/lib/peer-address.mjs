// Preloaded into `next start`/`next dev` by the launcher (node --import). Stamps every incoming
// request with the TCP peer's address in `x-peer-address`, replacing any value a client sent, before
// Next sees the request. Uses Node's documented diagnostics channel, which fires before the server's
// 'request' event. lib/http/client-address.ts reads it (and trusts X-Forwarded-For only from TRUSTED_PROXIES).
import diagnostics from "node:diagnostics_channel";

const HEADER = "x-peer-address";

function stamp({ request, socket }) {
  const address = (socket && socket.remoteAddress) || "";
  request.headers[HEADER] = address;
  // Next builds its Request from rawHeaders in some paths: keep both views identical.
  const raw = request.rawHeaders;
  for (let index = raw.length - 2; index >= 0; index -= 2) {
    if (raw[index].toLowerCase() === HEADER) raw.splice(index, 2);
  }
  raw.push(HEADER, address);
}

diagnostics.subscribe("http.server.request.start", stamp);
globalThis[Symbol.for("school-attendance.peer-address-stamped")] = true;
