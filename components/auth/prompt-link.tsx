import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";

/** A centred line under an auth card or form: a question, then the link that answers it. */
export function PromptLink({
  prompt,
  href,
  children,
  className = "",
}: {
  prompt: ReactNode;
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={`text-center text-sm text-slate-600 ${className}`}>
      {prompt}{" "}
      <AppLink href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {children}
      </AppLink>
    </p>
  );
}
