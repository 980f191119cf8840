import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import layoutDocument from "@react-pdf/layout";
import renderIntoWriter from "@react-pdf/render";
import { Document, Font, Page, Text, pdf } from "@react-pdf/renderer";
import { loadFonts } from "@/lib/reports/pdf/fonts";

// lib/reports/pdf drives @react-pdf's parts itself (lib/reports/pdf/README.md says which and why). A minor
// release may reshape any of them without a type error, and every PDF would then break or stall. These
// checks fail first, and say what changed, so an upgrade is a decision and not a surprise.

/** The versions whose internals lib/reports/pdf/README.md describes. */
const VERIFIED = {
  "@react-pdf/renderer": "4.9.0",
  "@react-pdf/layout": "5.2.0",
  "@react-pdf/render": "4.7.0",
  pdfkit: "0.20.1",
};

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

const element = () => createElement(Document, null, createElement(Page, null, createElement(Text, null, "Page one")));

describe("the @react-pdf internals lib/reports/pdf relies on", () => {
  it("are the versions the README was checked against (upgrade: follow lib/reports/pdf/README.md, then edit VERIFIED)", () => {
    expect(Object.fromEntries(Object.keys(VERIFIED).map((name) => [name, installed(name)]))).toEqual(VERIFIED);
  });

  it("pdf(element).container.document is the element tree's root, ready for layout", () => {
    const container = (
      pdf(element()) as unknown as { container?: { document?: { type?: string; children?: unknown[] } } }
    ).container;
    expect(container?.document?.type).toBe("DOCUMENT");
    expect(container?.document?.children).toHaveLength(1);
  });

  it("@react-pdf/layout lays a document out with a font store, one node per page with its box", async () => {
    await loadFonts();
    const document = (pdf(element()) as unknown as { container: { document: unknown } }).container.document;
    const layout = layoutDocument as unknown as (
      document: unknown,
      fonts: typeof Font,
    ) => Promise<{ children: { box: { width: number; height: number } }[] }>;
    const laidOut = await layout(document, Font);
    expect(laidOut.children).toHaveLength(1);
    expect(laidOut.children[0].box.width).toBeGreaterThan(500);
  });

  it("@react-pdf/render writes into the pdfkit writer it is given and ends it once, last", async () => {
    await loadFonts();
    const document = (pdf(element()) as unknown as { container: { document: unknown } }).container.document;
    const laidOut = await (layoutDocument as unknown as (d: unknown, f: typeof Font) => Promise<unknown>)(
      document,
      Font,
    );
    const writer = new PDFDocument({ autoFirstPage: false });
    const calls: string[] = [];
    const pages = writer as unknown as { addPage(...args: unknown[]): unknown };
    const addPage = pages.addPage.bind(writer);
    pages.addPage = (...args: unknown[]) => {
      calls.push("addPage");
      return addPage(...args);
    };
    writer.end = () => {
      calls.push("end");
      return writer;
    };
    (renderIntoWriter as unknown as (w: InstanceType<typeof PDFDocument>, d: unknown) => unknown)(writer, laidOut);
    expect(calls).toEqual(["addPage", "end"]);
    expect(typeof writer.flushPages).toBe("function");
  });

  it("a loaded face exposes fontkit's glyph cache and a postscript name the fonts module can rename", async () => {
    await loadFonts();
    const data = Font.getFont({ fontFamily: "Inter", fontWeight: 400 }).data as unknown as {
      _glyphs?: unknown;
      postscriptName?: string;
    };
    expect(typeof data._glyphs).toBe("object");
    expect(data.postscriptName).toBe("Inter-Regular");
  });
});
