/**
 * The caller's address for throttling and tracking. Next's server appends the socket address as the
 * last x-forwarded-for hop, so the rightmost entry is the one a client cannot forge.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return (last ?? request.headers.get("x-real-ip") ?? "unknown").slice(0, 64);
}
