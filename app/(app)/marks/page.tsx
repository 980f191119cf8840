import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Marks" };

export default function MarksPage() {
  return <PageHeader title="Marks" />;
}
