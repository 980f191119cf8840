import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Create Marks" };

export default function CreateMarksPage() {
  return <PageHeader title="Create Marks" />;
}
