import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";

/** The empty state of docs/product-spec.md#errors for a class without students, with 'Add First Student'. */
export function NoStudents({ onAddStudent }: { onAddStudent: () => void }) {
  return (
    <EmptyState title="No Students Found">
      <p>This class doesn&apos;t have any students yet.</p>
      <Button className="mt-3" onClick={onAddStudent}>
        Add First Student
      </Button>
    </EmptyState>
  );
}
