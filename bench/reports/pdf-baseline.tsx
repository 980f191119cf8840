// The PDF renderer this issue replaced, kept as the bench's baseline on the same layout: pages cut by
// a row count, one View per row and one Text per cell, Helvetica, whole document laid out by
// @react-pdf/renderer's renderToBuffer on the calling thread.
import { Document, Page, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { ReportLayout } from "../../lib/reports/layout.ts";

const ROWS_PER_PAGE = 40;
type Line = { heading: string } | { facts: [string, string][] } | { cells: string[]; widths: number[]; head?: boolean };

function lines(layout: ReportLayout): Line[] {
  return layout.sections.flatMap((section): Line[] => {
    const widths = section.table?.columns.map((column) => column.width) ?? [];
    return [
      { heading: section.heading },
      ...(section.facts ? [{ facts: section.facts }] : []),
      ...(section.table ? [{ cells: section.table.columns.map((column) => column.label), widths, head: true }] : []),
      ...(section.table?.rows.map((cells) => ({ cells, widths })) ?? []),
    ];
  });
}

function Row({ line }: { line: Line }) {
  if ("heading" in line)
    return (
      <Text style={{ fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6 }}>{line.heading}</Text>
    );
  if ("facts" in line) return <Text>{line.facts.map(([label, value]) => `${label}: ${value}`).join("   ")}</Text>;
  const total = line.widths.reduce((sum, width) => sum + width, 0);
  return (
    <View
      style={{ flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 }}
      wrap={false}
    >
      {line.cells.map((cell, index) => (
        <Text
          key={index}
          style={{
            width: `${(line.widths[index] / total) * 100}%`,
            paddingHorizontal: 3,
            fontFamily: line.head ? "Helvetica-Bold" : "Helvetica",
          }}
        >
          {cell}
        </Text>
      ))}
    </View>
  );
}

export function renderBaselinePdf(layout: ReportLayout): Promise<Buffer> {
  const all = lines(layout);
  const pages: Line[][] = [];
  for (let i = 0; i < all.length; i += ROWS_PER_PAGE) pages.push(all.slice(i, i + ROWS_PER_PAGE));
  return renderToBuffer(
    <Document title={layout.title}>
      {pages.map((page, index) => (
        <Page key={index} size="A4" style={{ padding: 32, fontSize: 9, fontFamily: "Helvetica" }}>
          {index === 0 ? <Text style={{ fontSize: 18, fontFamily: "Helvetica-Bold" }}>{layout.title}</Text> : null}
          {page.map((line, row) => (
            <Row key={row} line={line} />
          ))}
          <Text
            style={{ position: "absolute", bottom: 20, right: 32, fontSize: 8 }}
          >{`Page ${index + 1} of ${pages.length}`}</Text>
        </Page>
      ))}
    </Document>,
  );
}
