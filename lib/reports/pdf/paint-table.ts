// Paints a table onto a react-pdf <Canvas> with the PDF writer's own text operator. The rows were
// measured and wrapped by `paginate` with the same font, so each line is placed where it goes: no
// Yoga node or textkit pass per cell. The text stays real text (selectable, searchable, embedded font).
import type { FontFace } from "@/lib/reports/pdf/fonts";
import type { Measure } from "@/lib/reports/pdf/measure";
import { TYPE, type Block, type PlacedRow } from "@/lib/reports/pdf/paginate";

export const COLORS = {
  text: "#0f172a",
  muted: "#475569",
  faint: "#64748b",
  heading: "#1e3a8a",
  rule: "#cbd5e1",
  headFill: "#e2e8f0",
};

/** The part of react-pdf's canvas painter (pdfkit's drawing API) a table needs. */
export interface Painter {
  rect(x: number, y: number, width: number, height: number): Painter;
  fill(color: string): Painter;
  moveTo(x: number, y: number): Painter;
  lineTo(x: number, y: number): Painter;
  lineWidth(width: number): Painter;
  stroke(color: string): Painter;
  fillColor(color: string): Painter;
  font(face: FontFace, size: number): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
}

export interface TableFaces {
  regular: [FontFace, FontFace];
  bold: [FontFace, FontFace];
  measureRegular: Measure;
  measureBold: Measure;
}

type Table = Extract<Block, { kind: "table" }>;

// Inter's ascent + descent at 9 pt is ~10.9 pt: centre it in the 11.5 pt line.
const BASELINE_SHIFT = (TYPE.body.line - TYPE.body.size * 1.21) / 2;

export function paintTable(painter: Painter, table: Table, faces: TableFaces): null {
  let current: FontFace | null = null;
  const use = (face: FontFace) => {
    // Each font() call opens a font object in the writer: switch only when the face changes.
    if (face !== current) painter.font(face, TYPE.body.size);
    current = face;
  };

  const drawRow = (row: PlacedRow, top: number, bold: boolean) => {
    const measure = bold ? faces.measureBold : faces.measureRegular;
    const pair = bold ? faces.bold : faces.regular;
    row.cells.forEach((lines, index) => {
      const column = table.columns[index];
      lines.forEach((line, lineIndex) => {
        if (!line) return;
        const runs = measure.runs(line);
        const width = runs.reduce((sum, run) => sum + run.width, 0);
        let x = column.numeric ? column.x + column.width - TYPE.cell.padX - width : column.x + TYPE.cell.padX;
        const y = top + TYPE.cell.padY + lineIndex * TYPE.body.line + BASELINE_SHIFT;
        for (const run of runs) {
          use(pair[run.face]);
          painter.text(run.text, x, y, { lineBreak: false });
          x += run.width;
        }
      });
    });
  };

  const right = table.columns.reduce((end, column) => Math.max(end, column.x + column.width), 0);
  painter.rect(0, 0, right, table.head.height).fill(COLORS.headFill);
  painter.fillColor(COLORS.text);
  drawRow(table.head, 0, true);

  let top = table.head.height;
  for (const row of table.rows) {
    drawRow(row, top, false);
    top += row.height;
    painter.moveTo(0, top - 0.25).lineTo(right, top - 0.25);
  }
  if (table.rows.length) painter.lineWidth(0.5).stroke(COLORS.rule);
  return null;
}
