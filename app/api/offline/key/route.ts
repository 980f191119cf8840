import { route } from "@/lib/http/route";
import { offlineKeyOf } from "@/lib/auth/offline-key";

// GET /api/offline/key — the key the caller's phone seals its copies of their screens and data with
// (docs/offline.md#copies-at-sign-out); never cached (every /api answer is no-store).
export const GET = route({ role: "signed-in" }, async ({ actor }) => offlineKeyOf(actor.id));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
