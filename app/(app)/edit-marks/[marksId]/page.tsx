import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Edit Mark" };

export default function EditMarksPage() {
  return <PageHeader title="Edit Mark" />;
}
