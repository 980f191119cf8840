import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Make a daily attendance" };

export default function CommentPage() {
  return <PageHeader title="Make a daily attendance" />;
}
