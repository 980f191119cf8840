// A report card's verification block on one canvas (docs/design.md#signed-cards): the QR code of its
// verify URL, drawn as vector squares (sharp at any print resolution, no image to embed), and the
// code's lines beside it, as real text like the tables'.
import { qrRuns } from "@/lib/reports/pdf/qr-matrix.shared";
import { COLORS, type Painter, type TableFaces } from "@/lib/reports/pdf/paint-table";
import { QR_SIZE, QR_TEXT_X, TYPE, type Block } from "@/lib/reports/pdf/paginate";

type Verification = Extract<Block, { kind: "verification" }>;
type QrPainter = Painter & { save(): QrPainter; scale(factor: number): QrPainter; restore(): QrPainter };

const BASELINE_SHIFT = (TYPE.body.line - TYPE.body.size * 1.21) / 2;

/**
 * Each row's runs of dark modules as one rectangle each, filled at once, in module units (scaled once):
 * whole numbers keep the page's drawing short to write and to compress.
 */
function paintQr(painter: QrPainter, text: string) {
  const { size, runs } = qrRuns(text);
  painter.save().scale(QR_SIZE / size);
  for (const [row, start, length] of runs) painter.rect(start, row, length, 1);
  painter.fill("#000000");
  painter.restore();
}

export function paintVerification(painter: QrPainter, block: Verification, faces: TableFaces): null {
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
