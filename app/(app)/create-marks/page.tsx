import type { Metadata } from "next";
import { CreateMarksForm } from "@/components/marks/create-marks-form";
import { Card, PageHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Create Marks" };

export default function CreateMarksPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Create Marks" description="Record one exam's marks for one or more students of a class." />
      <Card>
        <CreateMarksForm />
      </Card>
    </div>
  );
}
