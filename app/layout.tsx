import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Tracker } from "@/components/tracking/tracker";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    description: t("appDescription"),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d4ed8" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request so Next can put this response's CSP nonce on its scripts
  // (proxy.ts); a page built ahead of time would carry none and be blocked.
  await connection();
  const [locale, t] = await Promise.all([getLocale(), getTranslations("common")]);
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        {/* Shown while a tapped link's screen is on its way (components/ui/app-link.tsx): no script of its own. */}
        <div
          className="nav-progress no-print"
          role="progressbar"
          aria-label={t("loading")}
          data-testid="nav-progress"
        />
        <ClientMessages>{children}</ClientMessages>
        <Tracker />
      </body>
    </html>
  );
}
