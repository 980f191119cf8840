// What a teacher's phone keeps for offline use (docs/offline.md#what-opens), in one place: the service
// worker (lib/offline/worker/) stores and serves exactly these screens and data, and the data paths are
// made from the very URL builders the screens fetch with (lib/api-keys.ts), so a renamed path moves both.
import {
  CLASSES_KEY,
  REPORT_SCHOOLS_URL,
  MARKS_LIST_PATH,
  MISSING_TODAY_KEY,
  SCHOOLS_KEY,
  classAttendanceKey,
  overviewKey,
  schoolClassesUrl,
  schoolSubjectsUrl,
  studentsKey,
} from "@/lib/api-keys";

/** The teacher screens fetched in advance once signed in, so they open offline. */
export const KEPT_SCREENS = ["/comment", "/attendance", "/marks", "/create-marks", "/success"] as const;
/** A mark's own screen is kept as last opened (there is one per mark, none fetched in advance). */
const OPENED_SCREENS = [/^\/edit-marks\/[^/]+$/];

/** The two the offline page links to, with their menu words (messages/*.json `nav`). */
export const OFFLINE_PAGE_LINKS = [
  { href: "/comment", label: "dailyReport" },
  { href: "/attendance", label: "attendance" },
] as const;

/**
 * The key a screen is kept under (`/main/<screen>` is the same screen), or null when it is not kept.
 * A trailing slash is the same screen too.
 */
export function keptScreen(pathname: string): string | null {
  const path = pathname.replace(/^\/main(?=\/)/, "").replace(/(.)\/$/, "$1");
  const kept = (KEPT_SCREENS as readonly string[]).includes(path) || OPENED_SCREENS.some((re) => re.test(path));
  return kept ? path : null;
}

// An id in a path, as the builders write it: replaced by "one path segment" in the patterns below.
const ID = "\u0000";
const ENCODED_ID = encodeURIComponent(ID);
const DAY = "2000-01-01";

/** The pathname of a builder's URL as a pattern: ids match any one segment; the query is not compared. */
function pathPattern(url: string): RegExp {
  const pathname = url.split("?")[0];
  const escaped = pathname
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .split(ENCODED_ID)
    .join("[^/]+");
  return new RegExp(`^${escaped}$`);
}

/** The data the kept screens read, by the URL builders they read it with. */
const KEPT_DATA = [
  REPORT_SCHOOLS_URL,
  schoolClassesUrl(ID),
  schoolSubjectsUrl(ID),
  CLASSES_KEY,
  SCHOOLS_KEY,
  studentsKey(ID),
  classAttendanceKey(ID, DAY),
  overviewKey(DAY),
  MISSING_TODAY_KEY,
  MARKS_LIST_PATH,
].map(pathPattern);

/** True for a data path (`/api/...`, without its query) the worker keeps the last answer of. */
export function isKeptData(pathname: string): boolean {
  return KEPT_DATA.some((pattern) => pattern.test(pathname));
}

/** What the teacher's screens read on opening, whatever is chosen: fetched first, they name the rest. */
export const FIRST_DATA = { schools: REPORT_SCHOOLS_URL, classes: CLASSES_KEY } as const;

/**
 * The rest, for `today`, the user's schools (from FIRST_DATA.schools) and classes (FIRST_DATA.classes):
 * each school's classes and subjects (the daily report), each class's students and today's attendance.
 */
export function dataToKeep(today: string, schoolIds: string[], classIds: string[]): string[] {
  return [
    SCHOOLS_KEY,
    MISSING_TODAY_KEY,
    overviewKey(today),
    ...schoolIds.flatMap((id) => [schoolClassesUrl(id), schoolSubjectsUrl(id)]),
    ...classIds.flatMap((id) => [studentsKey(id), classAttendanceKey(id, today)]),
  ];
}
