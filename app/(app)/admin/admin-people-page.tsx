import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/styled-links";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin, type Actor } from "@/lib/auth/permissions";

type Section = "list" | "detail" | "audit";

/** The people screens are the admin's; anyone else is sent to their own landing screen. */
export async function adminOnly(): Promise<Actor> {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  return actor;
}

export async function adminPeopleMetadata(section: Section): Promise<Metadata> {
  return { title: (await getTranslations(`adminUsers.${section}`))("title") };
}

/**
 * The frame of the admin's people screens (users, one user, the audit log): the header with its
 * title, description and links (`[href, message key]`), and the words their client parts use.
 */
export async function AdminPeoplePage({
  section,
  links,
  children,
}: {
  section: Section;
  links: readonly (readonly [href: string, key: string])[];
  children: ReactNode;
}) {
  const t = await getTranslations(`adminUsers.${section}`);
  return (
    <ClientMessages namespaces={["adminUsers", "marks"]}>
      <PageHeader
        title={t("title")}
        description={t.has("description") ? t("description") : undefined}
        actions={links.map(([href, key]) => (
          <TextLink key={href} href={href}>
            {t(key)}
          </TextLink>
        ))}
      />
      {children}
    </ClientMessages>
  );
}
