// Reads the catalogues as the build does (icu-minify/compile, the same compiler next-intl's precompile uses).
import { readFileSync } from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

export const MESSAGES_DIR = path.resolve(import.meta.dirname, "../../messages");
type Tree = { [key: string]: string | Tree };

export function readCatalogue(locale: Locale): Tree {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${locale}.json`), "utf8")) as Tree;
}

/** Every message as "namespace.key.sub" → text, without the reviewers' `$review` marks. */
export function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (!prefix && key === "$review") continue;
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

export const catalogues = Object.fromEntries(LOCALES.map((l) => [l, flatten(readCatalogue(l))])) as Record<
  Locale,
  Map<string, string>
>;

type Node = string | number | Node[] | { [option: string]: Node };
const PLURAL = 2;
const SELECT_ORDINAL = 3;

export interface Shape {
  /** Arguments and tags the message uses, e.g. "{count}", "<strong>". */
  names: Set<string>;
  /** The option keys of every plural in the message. */
  pluralOptions: string[][];
}

/** Compiles one message (throws on bad ICU syntax) and says which arguments, tags and plural forms it uses. */
export function shapeOf(message: string): Shape {
  const shape: Shape = { names: new Set(), pluralOptions: [] };
  const visitList = (nodes: Node) => {
    if (typeof nodes === "string" || typeof nodes === "number") return;
    if (Array.isArray(nodes)) for (const node of nodes) visit(node);
  };
  const visit = (node: Node) => {
    if (typeof node === "string" || typeof node === "number" || !Array.isArray(node)) return;
    const [name, second, third] = node;
    if (typeof name !== "string") return visitList(node);
    if (node.length === 1 || typeof second === "number") {
      shape.names.add(`{${name}}`);
      if (third && typeof third === "object" && !Array.isArray(third)) {
        if (second === PLURAL || second === SELECT_ORDINAL) shape.pluralOptions.push(Object.keys(third));
        for (const branch of Object.values(third)) visitList(branch);
      }
      return;
    }
    shape.names.add(`<${name}>`);
    visitList(node.slice(1));
  };
  visitList(compile(message) as Node);
  return shape;
}
