import type { Metadata } from "next";
import { CommentForm } from "@/components/comment/comment-form";
import { Card, PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Make a daily attendance" };

export default function CommentPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Make a daily attendance" description="Your daily class report: how the lesson went, with the location where you filed it." />
      <Card>
        <CommentForm />
      </Card>
    </div>
  );
}
