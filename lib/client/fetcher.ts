import { API_TIMEOUT_MS } from "@/lib/constants";
import { ApiClientError, problemOfBody } from "@/lib/client/error-message";
import { clearClientSession, forgetDevice } from "@/lib/client/session";
import { track } from "@/lib/client/track";

export interface ApiFetchOptions extends Omit<RequestInit, "body"> {
  body?: unknown;
  /** Sign-in answers 401 for bad credentials: do not treat it as an expired session. */
  redirectOn401?: boolean;
  timeoutMs?: number;
}

/**
 * The request itself: same-origin cookie session, the timeout (aborts the fetch only; the body is read
 * by the caller), network errors and non-2xx answers as ApiClientError with the answer's problem, and
 * any 401 clears the session and returns to `/` (docs/product-spec.md#states, docs/product-spec.md#errors). Answers the successful Response.
 */
export async function apiResponse(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { body, redirectOn401 = true, timeoutMs = API_TIMEOUT_MS, headers, ...init } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      signal: init.signal ?? controller.signal,
      headers: {
        Accept: "application/json",
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === "AbortError";
    throw new ApiClientError(
      aborted ? "request-timed-out" : "network-error",
      undefined,
      undefined,
      aborted ? "timeout" : "offline",
    );
  } finally {
    clearTimeout(timer);
  }

  if (response.status === 401 && redirectOn401 && typeof window !== "undefined") {
    clearClientSession();
    forgetDevice();
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    window.location.assign("/");
  }
  if (!response.ok) {
    const problem = problemOfBody(parseJson(await response.text().catch(() => "")));
    throw new ApiClientError(
      problem?.code ?? `Server error: ${response.status}`,
      response.status,
      problem ?? undefined,
    );
  }
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await apiResponse(path, options);
  const data = parseJson(response.status === 204 ? "" : await response.text());
  if ((options.method ?? "GET").toUpperCase() === "GET")
    track("data_access", { action: "read", path: path.split("?")[0] });
  return { data: data as T, headers: response.headers };
}

/**
 * The one way screens call `/api`: same-origin cookie session, JSON in and out, a 10 s timeout
 * (docs/product-spec.md#constants), errors as ApiClientError. Any 401 clears the session and returns to `/` (docs/product-spec.md#states).
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** The SWR fetcher: keys are API URLs. */
export const swrFetcher = <T>(url: string) => apiFetch<T>(url);

/** A paginated list: the items and the X-Total-Count header. */
export async function apiFetchPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiRequest<T[]>(path);
  return { items: data, total: Number(headers.get("X-Total-Count") ?? data.length) };
}
