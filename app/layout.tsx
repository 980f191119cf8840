import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";
import { Tracker } from "@/components/tracking/tracker";

export const metadata: Metadata = {
  title: { default: "School Attendance", template: "%s · School Attendance" },
  description: "Daily class reports, attendance and marks for teachers and school administrators.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d4ed8" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request so Next can put this response's CSP nonce on its scripts
  // (proxy.ts); a page built ahead of time would carry none and be blocked.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        {children}
        <Tracker />
      </body>
    </html>
  );
}
