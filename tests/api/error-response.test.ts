import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse } from "@/lib/http/error-response";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("errorResponse: who is at fault", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a client that hung up while its body was read is not a database outage", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(withCode("aborted", "ECONNRESET"), "req00001");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request was cancelled", code: "request-cancelled" });
    expect(logged).not.toHaveBeenCalled();
  });

  it("a database socket reset is still one", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(withCode("read ECONNRESET", "ECONNRESET"), "req00002");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(logged.mock.calls[0][0]).toContain("[req00002] database unavailable");
  });
});
