// A PDF response read as it streams: when its first chunk came and when its last did.
export const pagesOf = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

/** Reads `response` to its end; times are ms since `started` (taken before the request was made). */
export async function readPdfStream(response: Response, started: number) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let first = 0;
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - started;
    chunks.push(value);
  }
  const pdf = Buffer.concat(chunks);
  return { first, complete: performance.now() - started, pages: pagesOf(pdf), bytes: pdf.length };
}
