// The QR code of a report card's verify URL (docs/design.md#signed-cards), for the PDF's painter and the
// screen's SVG alike. Shared by server and screens, so it holds no server code.
import QRCode from "qrcode";

/**
 * The dark modules of `text`'s QR code, as each row's runs `[row, start, length]`, with its size.
 * One byte-mode segment and a fixed mask: the library's search for the shortest segments and its scoring
 * of the eight masks cost far more than the code itself (docs/performance.md#signed-cards); a
 * URL gains nothing from the mixed segments, and every mask is a valid code (the scoring only avoids
 * patterns that rarely occur with a signature's random bytes). Medium error correction: a folded or
 * smudged card still reads.
 */
export function qrRuns(text: string): { size: number; runs: [number, number, number][] } {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: "byte" }], {
    errorCorrectionLevel: "M",
    maskPattern: 0,
  });
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}
