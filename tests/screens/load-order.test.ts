import { describe, expect, it } from "vitest";
import { afterEssentials, essential } from "@/lib/client/load-order";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("load order: extras wait for the screen's essential code", () => {
  it("waits for an essential load marked in the same turn, even one marked after the wait began", async () => {
    const grid = deferred();
    const order: string[] = [];
    const extra = afterEssentials().then(() => order.push("extra"));
    essential(grid.promise); // the page's effects run after its layout's
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual([]);
    order.push("grid");
    grid.resolve();
    await extra;
    expect(order).toEqual(["grid", "extra"]);
  });

  it("a failed essential load does not hold the extras back", async () => {
    const grid = deferred();
    essential(grid.promise);
    const extra = afterEssentials();
    grid.reject(new Error("offline"));
    await expect(extra).resolves.toBeUndefined();
  });

  it("with nothing essential under way the extras go at once", async () => {
    await expect(afterEssentials()).resolves.toBeUndefined();
  });
});
