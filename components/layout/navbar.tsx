"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { adoptSession, clearClientSession, type StoredUser } from "@/lib/client/session";
import { track } from "@/lib/client/track";
import { isAdmin } from "@/lib/constants";
import { afterPage } from "@/components/offline/after-page";

import { essential } from "@/lib/client/load-order";

// The offline queue's panel (and the service worker's registration) show after the page. Its module
// is fetched with the screen's own code, though, not after it: every save goes through it, and a
// first tap would otherwise wait for it (lib/client/load-order.ts).
// The queue panel and the offline machinery, one chunk fetched after the page (components/offline/panel-and-sending.ts).
const loadOffline = () => import("@/components/offline/panel-and-sending");
const OfflinePanel = afterPage(() => loadOffline().then((m) => m.OfflinePanel));
// The language menu too: a teacher changes language rarely, and every teacher screen pays for the first load.
const LanguageSwitcher = afterPage(() => import("@/components/i18n/language-switcher").then((m) => m.LanguageSwitcher));

const TEACHER_LINKS = [
  { href: "/comment", label: "dailyReport" },
  { href: "/attendance", label: "attendance" },
  { href: "/marks", label: "marks" },
  { href: "/school-people", label: "school" },
  { href: "/notices", label: "notices" },
  { href: "/report-cards", label: "reportCards" },
  { href: "/my-submissions", label: "mySubmissions" },
] as const;
// Report cards: an admin prints a class's cards and withdraws a code issued in error.
const ADMIN_LINKS = [
  { href: "/admin", label: "admin" },
  { href: "/notices", label: "notices" },
  { href: "/report-cards", label: "reportCards" },
] as const;
/** Pupils' early-warning cases: teachers and admins (mentors observe lessons). */
const AT_RISK_LINK = { href: "/at-risk", label: "atRisk" } as const;
const PASSWORD_LINK = { href: "/change-password", label: "changePassword" } as const;

/** docs/product-spec.md#shared-layout: a link is active when the current path equals or starts with its path (with or without /main). */
export function isActive(pathname: string, href: string): boolean {
  const path = pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
  return (
    path === href ||
    path.startsWith(`${href}/`) ||
    (href === "/marks" && path.startsWith("/create-marks")) ||
    (href === "/marks" && path.startsWith("/edit-marks"))
  );
}

export function Navbar({ user }: { user: StoredUser }) {
  const { username, role } = user;
  const t = useTranslations("nav");
  useEffect(() => adoptSession(user), [user]);
  useEffect(() => essential(loadOffline()), []);
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  // Messages to families are for teachers and admins: a mentor coaches teachers.
  const teacherLinks = role === "mentor" ? TEACHER_LINKS.filter((link) => link.href !== "/notices") : TEACHER_LINKS;
  const links = [
    ...(isAdmin(role) ? ADMIN_LINKS : teacherLinks),
    ...(role === "mentor" ? [] : [AT_RISK_LINK]),
    PASSWORD_LINK,
  ];

  async function logout() {
    // No question: signing out keeps what waits to be sent for this user's next sign-in (lib/offline/sign-out.ts).
    track("logout", { action: "logout" });
    const offlineCode = await loadOffline().catch(() => null);
    // Offline too: this phone forgets the session now, the server hears of it once back online.
    if (offlineCode) await offlineCode.signOutDevice(user._id);
    else {
      clearClientSession(); // the worker forgets the copies when it shows the sign-in screen
      await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
    }
    window.location.assign("/signin");
  }

  const linkClass = (href: string) =>
    `block rounded-lg px-3 py-2 font-semibold whitespace-nowrap ${isActive(pathname, href) ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`;

  return (
    <>
      <header className="no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        {/* From tablet width the menu is in the bar; it wraps onto a second line rather than push Logout off
            the screen (seven links, the name and the language in French or Kinyarwanda outgrow 1,400 px). */}
        <nav aria-label={t("main")} className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <AppLink href={isAdmin(role) ? "/admin" : "/comment"} className="text-lg font-bold text-brand-700">
            {t("appName")}
          </AppLink>
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? t("closeMenu") : t("openMenu")}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden className="text-xl">
              {open ? "✕" : "☰"}
            </span>
          </button>
          <div
            id="main-menu"
            className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-3 md:static md:flex md:min-w-0 md:flex-1 md:flex-row md:flex-wrap md:items-center md:justify-end md:border-0 md:p-0`}
          >
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:justify-end">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    className={linkClass(link.href)}
                    aria-current={isActive(pathname, link.href) ? "page" : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(link.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
            <span className="px-3 text-sm text-slate-600 md:ml-2" data-username={username} data-user-id={user._id}>
              {t.rich("signedInAs", { username, strong: (name) => <strong className="text-slate-800">{name}</strong> })}
            </span>
            <LanguageSwitcher signedIn className="px-3 md:ml-2" />
            <button
              type="button"
              onClick={logout}
              // Pressed at once: the sign-out's question or its request may take a moment on a phone.
              className="rounded-lg px-3 py-2 text-left font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 active:bg-red-100"
            >
              {t("logout")}
            </button>
          </div>
        </nav>
      </header>
      {/* Below the sticky header, in the page's flow: it never covers a form's buttons. */}
      <OfflinePanel username={username} userId={user._id} />
    </>
  );
}
