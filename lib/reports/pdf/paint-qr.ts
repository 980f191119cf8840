// A report card's verification block on one canvas (docs/design.md#signed-cards): the QR code of its
// verify URL, drawn as vector squares (sharp at any print resolution, no image to embed), and the
// code's lines beside it, as real text like the tables'.
import QRCode from "qrcode";
import { COLORS, type Painter, type TableFaces } from "@/lib/reports/pdf/paint-table";
import { QR_SIZE, QR_TEXT_X, TYPE, type Block } from "@/lib/reports/pdf/paginate";

type Verification = Extract<Block, { kind: "verification" }>;

const BASELINE_SHIFT = (TYPE.body.line - TYPE.body.size * 1.21) / 2;

/** Each row's runs of dark modules as one rectangle each, filled at once. */
function paintQr(painter: Painter, text: string) {
  // Medium error correction: a card folded or smudged still reads, and the code stays small.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = modules.size;
  const side = QR_SIZE / size;
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let col = 0; col <= size; col++) {
      const dark = col < size && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        painter.rect(start * side, row * side, (col - start) * side, side);
        start = -1;
      }
    }
  }
  painter.fill("#000000");
}

export function paintVerification(painter: Painter, block: Verification, faces: TableFaces): null {
  paintQr(painter, block.url);
  painter.fillColor(COLORS.text);
  let y = BASELINE_SHIFT;
  block.lines.forEach((lines, index) => {
    const measure = index === 0 ? faces.measureBold : faces.measureRegular;
    const pair = index === 0 ? faces.bold : faces.regular;
    for (const line of lines) {
      let x = QR_TEXT_X;
      for (const run of measure.runs(line)) {
        painter.font(pair[run.face], TYPE.body.size);
        painter.text(run.text, x, y, { lineBreak: false });
        x += run.width;
      }
      y += TYPE.body.line;
    }
  });
  return null;
}
