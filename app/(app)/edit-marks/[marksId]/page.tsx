import type { Metadata } from "next";
import { EditMarkScreen } from "@/components/marks/edit-mark-form";

export const metadata: Metadata = { title: "Edit Mark" };

export default async function EditMarksPage({ params }: { params: Promise<{ marksId: string }> }) {
  const { marksId } = await params;
  return <EditMarkScreen id={marksId} />;
}
