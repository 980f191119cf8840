// The app's offline page, in the screens' language: its words are taken from messages/*.json when the
// worker is built (scripts/lib/service-worker-build.mts puts them in __OFFLINE_WORDS__), so the worker
// needs no catalogue at run time and a phone that never loaded a French screen still reads French.
import { META_CACHE, OFFLINE_LOCALE } from "@/lib/offline/cache-names";
import { DEFAULT_LOCALE, isLocale, negotiateLocale, type Locale } from "@/lib/i18n/locales";
import { listItems } from "@/lib/offline/queue";
import { pendingLogoutUser } from "@/lib/offline/worker/session";

export interface OfflineWords {
  title: string;
  heading: string;
  text: string;
  signedOut: string;
  /** offlineKept.forYou for one item, and for more with "#" where the number goes. */
  kept: { one: string; other: string };
  links: { href: string; label: string }[];
}

declare const __OFFLINE_WORDS__: Record<Locale, OfflineWords>;

/** The language the screens last showed on this phone (they write it), else the browser's, else English. */
async function pageLocale(): Promise<Locale> {
  try {
    const stored = (await (await caches.match(OFFLINE_LOCALE, { cacheName: META_CACHE }))?.text())?.trim();
    if (isLocale(stored)) return stored;
  } catch {
    // Unreadable: the browser's languages.
  }
  const languages = (globalThis.navigator as { languages?: readonly string[] } | undefined)?.languages ?? [];
  return negotiateLocale(languages.join(",")) ?? DEFAULT_LOCALE;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** How many items wait for the user whose sign-out made offline has not reached the server yet. */
async function keptForSignedOut(): Promise<number> {
  const user = await pendingLogoutUser();
  return user ? (await listItems(user).catch(() => [])).length : 0;
}

/** 503 with the offline page; `signedOut`: a sign-out made offline still waits to reach the server. */
export async function offlinePage(signedOut: boolean): Promise<Response> {
  const locale = await pageLocale();
  const words = __OFFLINE_WORDS__[locale];
  // Signed out with items waiting: they are kept for this user's next sign-in, and the page says so.
  const kept = signedOut ? await keptForSignedOut() : 0;
  const keptLine = kept
    ? `<p role="status">${escapeHtml(kept === 1 ? words.kept.one : words.kept.other.replace("#", String(kept)))}</p>`
    : "";
  const links = signedOut
    ? ""
    : `<p>${words.links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(" · ")}</p>`;
  const html =
    `<!doctype html><html lang="${locale}"><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(words.title)}</title>` +
    '<body style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto">' +
    `<h1>${escapeHtml(words.heading)}</h1>` +
    (signedOut ? `<p role="status">${escapeHtml(words.signedOut)}</p>` : `<p>${escapeHtml(words.text)}</p>`) +
    keptLine +
    links +
    // No script: a page reloading itself on "online" raced the teacher's own next tap (Chromium fires
    // "online" on network changes that bring no connection). The next request, or Background Sync,
    // sends a waiting sign-out.
    "</body></html>";
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
