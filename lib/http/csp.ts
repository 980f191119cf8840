/**
 * The screens' Content-Security-Policy: scripts only with this response's nonce (Next puts it on its
 * own script tags when it finds it in the request's CSP header) or loaded by such a script
 * ('strict-dynamic'); no inline script otherwise. Inline styles stay allowed: React and the PDF-free
 * print pages set style attributes, which a nonce cannot cover.
 */
export function pageCsp(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The offline service worker (public/sw.js): 'strict-dynamic' would otherwise refuse it.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
