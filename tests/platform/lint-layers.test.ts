import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// docs/architecture.md#layers: each rule of the table, tried on a file placed where it would break it.
// Only the layer rule runs: the probes are not files on disk, which some other rules need.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === "@typescript-eslint/no-restricted-imports",
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

describe("the layers ESLint holds", () => {
  it.each([
    ["lib/offline/probe.ts", 'export { OfflinePanel } from "@/components/offline/offline-panel";'],
    [
      "lib/services/probe.ts",
      'export { CLASSES_KEY } from "@/lib/api-keys";\nexport { apiFetch } from "@/lib/client/fetcher";',
    ],
    ["lib/validation/probe.ts", 'export { requireSchool } from "@/lib/services/scope";'],
    ["lib/client/probe.ts", 'export { db } from "@/lib/db";'],
    ["components/ui/probe.tsx", 'export { currentActor } from "@/lib/auth/current-actor";'],
    // The service worker has no window: the page's client code is out of its reach.
    ["lib/offline/worker/probe.ts", 'export { tellWorker } from "@/lib/client/session";'],
  ])("refuses %s importing across its layer", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it("lets a type cross (it vanishes when compiled) and shared modules serve both sides", async () => {
    expect(await layerErrors("lib/client/probe.ts", 'export type { UserJson } from "@/lib/services/users";')).toEqual(
      [],
    );
    expect(await layerErrors("lib/validation/probe.ts", 'export { addDays } from "@/lib/days";')).toEqual([]);
    expect(await layerErrors("lib/services/probe.ts", 'export { CLASSES_KEY } from "@/lib/api-keys";')).toEqual([]);
    expect(
      await layerErrors("lib/offline/worker/probe.ts", 'export { replayQueue } from "@/lib/offline/replay";'),
    ).toEqual([]);
  });
});
