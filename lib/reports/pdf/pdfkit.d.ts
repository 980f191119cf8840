// pdfkit ships no types; the PDF writer react-pdf renders into is used here only to open a document
// that several page chunks are written to (see render-report.tsx).
declare module "pdfkit" {
  import type { Readable } from "node:stream";

  interface PDFDocumentOptions {
    compress?: boolean;
    autoFirstPage?: boolean;
    displayTitle?: boolean;
    pdfVersion?: "1.3" | "1.4" | "1.5" | "1.6" | "1.7";
    lang?: string;
    info?: { Title?: string; Author?: string; Creator?: string; Producer?: string; CreationDate?: Date };
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    end(): this;
    /** Ends the pages written so far, which sends their content out. */
    flushPages(): void;
  }
}
