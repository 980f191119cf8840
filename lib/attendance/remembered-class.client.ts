// The class a teacher took attendance for last: the screen opens on it next time (this browser only).
// A cookie, not local storage, so that the server renders that class's grid with the page.
export const REMEMBERED_CLASS_COOKIE = "attendance-class";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const rememberedClassCookie = (classId: string) =>
  `${REMEMBERED_CLASS_COOKIE}=${encodeURIComponent(classId)}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_S}`;

export function rememberClass(classId: string) {
  document.cookie = rememberedClassCookie(classId);
}
