import type { Metadata } from "next";
import { Suspense } from "react";
import { MarksScreen } from "@/components/marks/marks-screen";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Marks" };

export default function MarksPage() {
  return (
    <Suspense fallback={<Spinner label="Loading marks…" />}>
      <MarksScreen />
    </Suspense>
  );
}
