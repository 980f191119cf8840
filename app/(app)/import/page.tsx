import type { Metadata } from "next";
import { Suspense } from "react";
import { ImportScreen } from "@/components/csv/import-screen";
import { Spinner } from "@/components/ui/spinner";

export const metadata: Metadata = { title: "Import from CSV" };

export default function ImportPage() {
  return (
    <Suspense fallback={<Spinner label="Loading…" />}>
      <ImportScreen />
    </Suspense>
  );
}
