import { readdirSync } from "node:fs";
import path from "node:path";
import * as otherMethods from "@/lib/http/other-methods";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const;
export type Method = (typeof HTTP_METHODS)[number];

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface DiscoveredRoute {
  /** app/api/... relative file path */
  file: string;
  /** `/api/marks/[id]` as Next names it */
  pattern: string;
  /** `/api/marks/{id}`: every dynamic segment spelled `{id}` (catch-all `{...}`) whatever its folder name */
  key: string;
  /** The dynamic segment names in order, with whether each is a catch-all. */
  params: { name: string; catchAll: boolean }[];
  /** The methods the route takes (not lib/http/other-methods.ts's 405 and preflight, re-exported by every route). */
  handlers: Partial<Record<Method, Handler>>;
  /** Everything the module exports under a method's name, the stand-ins included: what Next dispatches to. */
  module: Record<string, unknown>;
}

const standIns = new Set<unknown>(Object.values(otherMethods));

const ROOT = path.resolve(import.meta.dirname, "../..");

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (/^route\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every route file under app/api, imported, with its exported HTTP methods. */
export async function discoverApiRoutes(): Promise<DiscoveredRoute[]> {
  const files = walk(path.join(ROOT, "app/api")).sort();
  const routes: DiscoveredRoute[] = [];
  for (const full of files) {
    const file = path.relative(ROOT, full).split(path.sep).join("/");
    const segments = path.dirname(file).split("/").slice(1); // drop "app"
    // Route groups "(x)" do not appear in the URL.
    const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment));
    const params: DiscoveredRoute["params"] = [];
    const keyParts = visible.map((segment) => {
      const match = /^\[(\.\.\.)?(.+)\]$/.exec(segment);
      if (!match) return segment;
      params.push({ name: match[2], catchAll: Boolean(match[1]) });
      return match[1] ? "{...}" : "{id}";
    });
    const loaded = (await import(/* @vite-ignore */ `@/${file.replace(/\.tsx?$/, "")}`)) as Record<string, unknown>;
    const handlers: DiscoveredRoute["handlers"] = {};
    for (const method of HTTP_METHODS)
      if (typeof loaded[method] === "function" && !standIns.has(loaded[method]))
        handlers[method] = loaded[method] as Handler;
    routes.push({
      file,
      pattern: `/${visible.join("/")}`,
      key: `/${keyParts.join("/")}`,
      params,
      handlers,
      module: loaded,
    });
  }
  return routes;
}

/** Maps positional param values onto the route's own segment names. */
export function paramsFor(route: DiscoveredRoute, values: (string | string[])[]): Record<string, string | string[]> {
  if (values.length !== route.params.length) {
    throw new Error(`${route.pattern} takes ${route.params.length} params, the table gave ${values.length}`);
  }
  const out: Record<string, string | string[]> = {};
  route.params.forEach((param, index) => {
    const value = values[index];
    out[param.name] = param.catchAll ? (Array.isArray(value) ? value : [value]) : String(value);
  });
  return out;
}

/** The URL a real request would have (tests call handlers directly, but some read the pathname). */
export function urlFor(route: DiscoveredRoute, values: (string | string[])[], query: Record<string, string> = {}): URL {
  let index = 0;
  const pathname = route.key.replace(/\{(?:\.\.\.|id)\}/g, () => {
    const value = values[index++];
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value);
  });
  const url = new URL(`http://localhost${pathname}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}
