import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// docs/design.md#request-path: services (and the CSV, report, platform and problem modules below the
// edge) never see the web's Request and never build its Response; the edge (lib/http, each feature's
// route table `lib/<feature>/api.ts`, the form actions) reads what they need from the request and turns what they return (data, or a
// Payload) into the answer.
// The feature folders (their server files: a `*.client.ts` is the browser's and fetches like one), csv,
// platform and problems.
const FOLDERS = [
  ...["attendance", "marks", "lesson-reports", "schools", "people", "report-cards", "notices", "early-warning"],
  ...["tracking", "reports", "geo", "csv", "platform", "problems"],
].map((folder) => `lib/${folder}`);
// A provider's answer to our own outgoing call is a fetch Response, not an answer of ours.
const OUTGOING = new Set(["lib/notices/channel.ts"]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const edge = entry.name === "api.ts"; // the feature's routes: its handlers, at the edge
    return /\.tsx?$/.test(entry.name) && !/\.(d|client)\.tsx?$/.test(entry.name) && !edge ? [file] : [];
  });
}

/** Where a file names Request or Response as a type, or makes a Response (`new Response`, `Response.json`). */
function webUses(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const isWeb = (node: ts.Node, names: string[]) => ts.isIdentifier(node) && names.includes(node.text);
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && isWeb(node.typeName, ["Request", "Response"]))
      at(node, `type ${node.typeName.getText()}`);
    if (ts.isNewExpression(node) && isWeb(node.expression, ["Response"])) at(node, "new Response");
    if (ts.isPropertyAccessExpression(node) && isWeb(node.expression, ["Response"])) at(node, node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("services and the web", () => {
  it("no service, CSV or report module takes a Request or returns a Response", () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => !OUTGOING.has(file));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => webUses(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds each way one could slip back in", () => {
    const probe = `
      export async function a(request: Request): Promise<Response> { return Response.json({}); }
      export const b = () => new Response("x");
      export const c = (r: Array<Request>) => r;`;
    expect(webUses("probe.ts", probe).map((use) => use.replace(/^probe\.ts:\d+ /, ""))).toEqual([
      "type Request",
      "type Response",
      "Response.json",
      "new Response",
      "type Request",
    ]);
  });
});
