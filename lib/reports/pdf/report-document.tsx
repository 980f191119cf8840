import { Canvas, Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReportLayout } from "@/lib/reports/layout";
import { FONT_STACK } from "@/lib/reports/pdf/fonts";
import {
  CONTENT_WIDTH,
  FACTS_PER_ROW,
  LOGO_SIZE,
  PAGE,
  TYPE,
  titleWidth,
  type Block,
} from "@/lib/reports/pdf/paginate";
import { COLORS, paintTable, type TableFaces } from "@/lib/reports/pdf/paint-table";
import { paintVerification } from "@/lib/reports/pdf/paint-qr";

const styles = StyleSheet.create({
  page: {
    // A page laid out on its own (wrap={false}) takes its content's height, not its size's: react-pdf
    // sizes only the pages it breaks itself. Held to A4 here, so every page is 595 × 842 pt however
    // little it holds (a report card was 210 × 196–200 mm), with the footer at the foot of the sheet.
    minHeight: PAGE.height,
    maxHeight: PAGE.height,
    paddingTop: PAGE.paddingTop,
    paddingBottom: PAGE.paddingBottom,
    paddingHorizontal: PAGE.paddingX,
    fontSize: TYPE.body.size,
    lineHeight: TYPE.body.line / TYPE.body.size,
    fontFamily: FONT_STACK,
    color: COLORS.text,
  },
  title: { fontSize: TYPE.title.size, lineHeight: TYPE.title.line / TYPE.title.size, fontWeight: 700, marginBottom: 4 },
  subtitle: { fontSize: TYPE.subtitle.size, lineHeight: TYPE.subtitle.line / TYPE.subtitle.size, color: COLORS.muted },
  heading: {
    fontSize: TYPE.heading.size,
    lineHeight: TYPE.heading.line / TYPE.heading.size,
    fontWeight: 700,
    paddingTop: TYPE.heading.before,
    paddingBottom: TYPE.heading.after,
    color: COLORS.heading,
  },
  factRow: { flexDirection: "row", paddingVertical: TYPE.fact.padY },
  fact: { width: CONTENT_WIDTH / FACTS_PER_ROW, paddingRight: TYPE.fact.gap },
  factLabel: { color: COLORS.muted },
  factValue: { fontWeight: 700 },
  empty: { color: COLORS.muted, paddingTop: 3 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: PAGE.paddingX,
    right: PAGE.paddingX,
    flexDirection: "row",
    justifyContent: "space-between",
    color: COLORS.faint,
  },
});

function BlockView({ block, layout, faces }: { block: Block; layout: ReportLayout; faces: TableFaces }) {
  switch (block.kind) {
    case "title":
      return (
        <View style={{ height: block.height, flexDirection: "row", justifyContent: "space-between" }}>
          <View style={{ width: titleWidth(layout) }}>
            <Text style={styles.title}>{block.title ?? layout.title}</Text>
            <Text style={styles.subtitle}>{block.subtitle ?? layout.subtitle}</Text>
          </View>
          {layout.logo ? (
            // eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image takes no alt
            <Image src={layout.logo} style={{ width: LOGO_SIZE, height: LOGO_SIZE, objectFit: "contain" }} />
          ) : null}
        </View>
      );
    case "heading":
      return <Text style={[styles.heading, { height: block.height }]}>{block.text}</Text>;
    case "facts":
      return (
        <View style={{ height: block.height }}>
          {block.rows.map((row, index) => (
            <View key={index} style={[styles.factRow, { height: row.height }]}>
              {row.facts.map(([label, value]) => (
                <Text key={label} style={styles.fact}>
                  <Text style={styles.factLabel}>{label}: </Text>
                  <Text style={styles.factValue}>{value}</Text>
                </Text>
              ))}
            </View>
          ))}
        </View>
      );
    case "table":
      return (
        <Canvas
          style={{ width: CONTENT_WIDTH, height: block.height }}
          paint={(painter) => paintTable(painter, block, faces)}
        />
      );
    case "empty":
      return <Text style={[styles.empty, { height: block.height }]}>{block.text}</Text>;
    case "verification":
      return (
        <Canvas
          style={{ width: CONTENT_WIDTH, height: block.height }}
          paint={(painter) => paintVerification(painter, block, faces)}
        />
      );
  }
}

/** "Page 3 of 64" in the reader's language: the words came translated, the numbers are known here. */
const pageOf = (layout: ReportLayout, page: number, total: number) =>
  layout.paper.pageOf.replace("{page}", String(page)).replace("{total}", String(total));

export interface PageInput {
  blocks: Block[];
  number: number;
}

/** Pages of a report, each laid out on its own: `wrap={false}` because they are cut already. */
export function ReportPages({
  layout,
  pages,
  total,
  faces,
}: {
  layout: ReportLayout;
  pages: PageInput[];
  total: number;
  faces: TableFaces;
}) {
  return (
    <Document
      title={layout.title}
      author={layout.paper.author}
      creator={layout.paper.author}
      language={layout.paper.lang}
    >
      {pages.map((page) => (
        <Page key={page.number} size="A4" style={styles.page} wrap={false}>
          {page.blocks.map((block, index) => (
            <BlockView key={index} block={block} layout={layout} faces={faces} />
          ))}
          <View style={styles.footer}>
            <Text>{layout.title}</Text>
            <Text>{pageOf(layout, page.number, total)}</Text>
          </View>
        </Page>
      ))}
    </Document>
  );
}
