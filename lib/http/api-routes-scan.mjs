// Plain JavaScript so next.config.mjs can run it at build time (it inlines the result for proxy.ts).
// Lists every app/api route with the HTTP methods its file exports; tests check it against the real exports.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (/^route\.(t|j)sx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The methods a route file exports: `export const GET`, `export (async) function GET`, `export { x as GET }`. */
export function exportedMethods(source) {
  const found = new Set();
  for (const match of source.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/g))
    found.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return METHODS.filter((method) => found.has(method));
}

/** `[{ pattern: "/api/marks/[id]", methods: ["DELETE", "GET", "PUT"] }, …]` for the app at `root`. */
export function scanApiRoutes(root) {
  const apiDir = path.join(root, "app", "api");
  return walk(apiDir)
    .map((file) => {
      const segments = path
        .relative(path.join(root, "app"), path.dirname(file))
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment));
      return { pattern: `/${segments.join("/")}`, methods: exportedMethods(readFileSync(file, "utf8")).sort() };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}
