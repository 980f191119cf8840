import { apiRoutes } from "@/app/api/routes";
import { API_METHODS, type ApiMethod } from "@/lib/http/api-table";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const;
export type Method = (typeof HTTP_METHODS)[number];

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface DiscoveredRoute {
  /** The feature table's pattern, named in failures (`/api/marks/[id]`). */
  file: string;
  /** `/api/marks/[id]` as Next names it */
  pattern: string;
  /** `/api/marks/{id}`: every dynamic segment spelled `{id}` (catch-all `{...}`) whatever its name */
  key: string;
  /** The dynamic segment names in order, with whether each is a catch-all. */
  params: { name: string; catchAll: boolean }[];
  /** The methods the route takes (the dispatcher answers the others: 405, and the preflight). */
  handlers: Partial<Record<Method, Handler>>;
}

/** Every /api route of the app (app/api/routes.ts, the features' tables), with its HTTP methods. */
export async function discoverApiRoutes(): Promise<DiscoveredRoute[]> {
  return Object.entries(apiRoutes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pattern, methods]) => {
      const params: DiscoveredRoute["params"] = [];
      const keyParts = pattern.split("/").map((segment) => {
        const match = /^\[(\.\.\.)?(.+)\]$/.exec(segment);
        if (!match) return segment;
        params.push({ name: match[2], catchAll: Boolean(match[1]) });
        return match[1] ? "{...}" : "{id}";
      });
      const handlers: DiscoveredRoute["handlers"] = {};
      for (const method of API_METHODS) if (methods[method as ApiMethod]) handlers[method] = methods[method] as Handler;
      return { file: pattern, pattern, key: keyParts.join("/"), params, handlers };
    });
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
