import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportLayout } from "@/lib/reports/layout";
import { PAGE, paginate, type Block } from "@/lib/reports/pdf/paginate";

const styles = StyleSheet.create({
  page: { paddingTop: PAGE.paddingTop, paddingBottom: PAGE.paddingBottom, paddingHorizontal: PAGE.paddingX, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  subtitle: { fontSize: 9, color: "#475569", marginBottom: 14 },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6, color: "#1e3a8a" },
  facts: { flexDirection: "row", flexWrap: "wrap" },
  fact: { width: "33%", flexDirection: "row", paddingVertical: 2, paddingRight: 8 },
  factLabel: { color: "#475569", marginRight: 4 },
  factValue: { fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 },
  headRow: { flexDirection: "row", backgroundColor: "#e2e8f0", paddingVertical: 4 },
  cell: { paddingHorizontal: 3 },
  headCell: { paddingHorizontal: 3, fontFamily: "Helvetica-Bold" },
  empty: { color: "#475569", fontStyle: "italic" },
  footer: { position: "absolute", bottom: 20, left: PAGE.paddingX, right: PAGE.paddingX, flexDirection: "row", justifyContent: "space-between", color: "#64748b", fontSize: 8 },
});

function Cells({ columns, cells, head }: { columns: { width: number; numeric?: boolean }[]; cells: string[]; head?: boolean }) {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  return cells.map((value, index) => (
    <Text key={index} style={[head ? styles.headCell : styles.cell, { width: `${(columns[index].width / total) * 100}%`, textAlign: columns[index].numeric ? "right" : "left" }]}>
      {value}
    </Text>
  ));
}

function BlockView({ block, layout }: { block: Block; layout: ReportLayout }) {
  switch (block.kind) {
    case "title":
      return (
        <View>
          <Text style={styles.title}>{layout.title}</Text>
          <Text style={styles.subtitle}>{layout.subtitle}</Text>
        </View>
      );
    case "heading":
      return <Text style={styles.heading}>{block.text}</Text>;
    case "facts":
      return (
        <View style={styles.facts}>
          {block.facts.map(([label, value]) => (
            <View key={label} style={styles.fact}>
              <Text style={styles.factLabel}>{label}:</Text>
              <Text style={styles.factValue}>{value}</Text>
            </View>
          ))}
        </View>
      );
    case "head":
      return (
        <View style={styles.headRow}>
          <Cells head columns={block.columns} cells={block.columns.map((column) => column.label)} />
        </View>
      );
    case "row":
      return (
        <View style={styles.row} wrap={false}>
          <Cells columns={block.columns} cells={block.cells} />
        </View>
      );
    case "empty":
      return <Text style={styles.empty}>{block.text}</Text>;
  }
}

/** Any report layout as an A4 PDF, paginated ahead of rendering, with page numbers. */
export function ReportDocument({ layout }: { layout: ReportLayout }) {
  const pages = paginate(layout);
  return (
    <Document title={layout.title} author="School Attendance" creator="School Attendance">
      {pages.map((blocks, pageIndex) => (
        <Page key={pageIndex} size="A4" style={styles.page}>
          {blocks.map((block, index) => (
            <BlockView key={index} block={block} layout={layout} />
          ))}
          <View style={styles.footer} fixed>
            <Text>{layout.title}</Text>
            <Text>{`Page ${pageIndex + 1} of ${pages.length}`}</Text>
          </View>
        </Page>
      ))}
    </Document>
  );
}
