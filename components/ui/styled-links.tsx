import { AppLink, type AppLinkProps } from "@/components/ui/app-link";

/** A link inside running text or a header: the app's one look for a text link. */
export function TextLink(props: Omit<AppLinkProps, "className">) {
  return <AppLink {...props} className="font-semibold text-brand-700 hover:underline" />;
}

export const buttonLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

/** A link that looks like a secondary button (Back, Users, a report's other views). */
export function ButtonLink(props: Omit<AppLinkProps, "className">) {
  return <AppLink {...props} className={buttonLinkClass} />;
}
