import type { Metadata } from "next";
import { JoinSchoolForm } from "@/components/people/join-school-form";
import { PageHeader } from "@/components/ui/card";
import { schoolToAskFor } from "@/lib/services/people/same-school";

export const metadata: Metadata = { title: "Join a school" };

export default async function JoinSchoolPage({ searchParams }: { searchParams: Promise<{ schoolId?: string }> }) {
  const { schoolId } = await searchParams;
  const school = await schoolToAskFor(schoolId);
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader
        title="Join a school"
        description="Teachers and mentors of a school share its classes, students, attendance and marks."
      />
      <JoinSchoolForm ask={school ?? undefined} />
    </div>
  );
}
