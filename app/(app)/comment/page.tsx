import type { Metadata } from "next";
import { CommentForm } from "@/components/comment/comment-form";
import { Card, PageHeader } from "@/components/ui/card";
import { MissingChecklistLazy } from "@/components/missing/missing-checklist-lazy";
import { currentActor } from "@/lib/auth/current-actor";

export const metadata: Metadata = { title: "Daily report" };

/** Teachers file their daily class report here; mentors file a lesson observation (the server checks the role again). */
export default async function CommentPage() {
  const mentor = (await currentActor())?.role === "mentor";
  return (
    <div className="mx-auto max-w-2xl">
      {mentor ? (
        <PageHeader
          title="Mentor observation"
          description="Your lesson observation: the model lesson, what you observed, with the location where you filed it."
        />
      ) : (
        <PageHeader
          title="Daily report"
          description="Your daily class report: how the lesson went, with the location where you filed it."
        />
      )}
      <MissingChecklistLazy mentor={mentor} />
      <Card>
        <CommentForm mentor={mentor} />
      </Card>
    </div>
  );
}
