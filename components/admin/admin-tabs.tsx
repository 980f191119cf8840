"use client";

import { useRef, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

// A table like the navbar's links, but of tabs within /admin (ids, not paths).
export const ADMIN_TABS = [
  { id: "overview", label: "overview" },
  { id: "comments", label: "comments" },
  { id: "attendance", label: "attendance" },
  { id: "reports", label: "reports" },
  { id: "admin", label: "management" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/** The dashboard's creation modals, opened from the overview tab (the dashboard owns them). */
export type OpenModal = "class" | "student" | null;

export const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.some((tab) => tab.id === value);

/** WAI-ARIA tabs: arrow keys, Home and End move between them. */
export function AdminTabs({ current, onChange }: { current: AdminTab; onChange: (tab: AdminTab) => void }) {
  const t = useTranslations("admin.tabs");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = ADMIN_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(ADMIN_TABS[next].id);
  }
  return (
    <div
      role="tablist"
      aria-label={t("sections")}
      className="no-print -mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-4"
    >
      {ADMIN_TABS.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 border-b-2 px-3 font-semibold whitespace-nowrap ${selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {t(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
