// The class a teacher took attendance for last: the screen opens on it next time (this browser only).
// A cookie, not local storage, so that the server renders that class's grid with the page.
export const REMEMBERED_CLASS_COOKIE = "attendance-class";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const rememberedClassCookie = (classId: string) =>
  `${REMEMBERED_CLASS_COOKIE}=${encodeURIComponent(classId)}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_S}`;

export function rememberClass(classId: string) {
  document.cookie = rememberedClassCookie(classId);
}

/** The class remembered on this browser now (the cookie), or null: a screen opened from the phone's copy was rendered with the one remembered then. */
export function rememberedClassNow(): string | null {
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${REMEMBERED_CLASS_COOKIE}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(REMEMBERED_CLASS_COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}
