import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportLayout, ReportSection } from "@/lib/reports/layout";

const styles = StyleSheet.create({
  page: { padding: 32, paddingBottom: 48, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
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
  footer: { position: "absolute", bottom: 20, left: 32, right: 32, flexDirection: "row", justifyContent: "space-between", color: "#64748b", fontSize: 8 },
});

function Section({ section }: { section: ReportSection }) {
  const table = section.table;
  const total = table ? table.columns.reduce((sum, column) => sum + column.width, 0) : 1;
  const width = (value: number) => `${(value / total) * 100}%`;
  return (
    <View>
      <Text style={styles.heading} minPresenceAhead={40}>{section.heading}</Text>
      {section.facts ? (
        <View style={styles.facts}>
          {section.facts.map(([label, value]) => (
            <View key={label} style={styles.fact}>
              <Text style={styles.factLabel}>{label}:</Text>
              <Text style={styles.factValue}>{value}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {table ? (
        <View>
          <View style={styles.headRow} fixed>
            {table.columns.map((column) => (
              <Text key={column.label} style={[styles.headCell, { width: width(column.width), textAlign: column.numeric ? "right" : "left" }]}>{column.label}</Text>
            ))}
          </View>
          {table.rows.length === 0 ? <Text style={styles.empty}>{table.empty}</Text> : null}
          {table.rows.map((row, index) => (
            <View key={index} style={styles.row} wrap={false}>
              {row.map((value, column) => (
                <Text key={column} style={[styles.cell, { width: width(table.columns[column].width), textAlign: table.columns[column].numeric ? "right" : "left" }]}>{value}</Text>
              ))}
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}

/** Any report layout as an A4 PDF with page numbers. */
export function ReportDocument({ layout }: { layout: ReportLayout }) {
  return (
    <Document title={layout.title} author="School Attendance" creator="School Attendance">
      <Page size="A4" style={styles.page} wrap>
        <Text style={styles.title}>{layout.title}</Text>
        <Text style={styles.subtitle}>{layout.subtitle}</Text>
        {layout.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
        <View style={styles.footer} fixed>
          <Text>{layout.title}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
