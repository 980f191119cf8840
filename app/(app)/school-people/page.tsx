import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SchoolPeople } from "@/components/people/school-people";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "School people" };

export default async function SchoolPeoplePage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  return (
    <>
      <PageHeader
        title="School people"
        description="Share your school's join code, approve who asks to join, and see who belongs."
        actions={
          <AppLink href="/join-school" className="font-semibold text-brand-700 hover:underline">
            Join another school
          </AppLink>
        }
      />
      <SchoolPeople role={actor.role} />
    </>
  );
}
