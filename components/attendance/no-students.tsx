import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";

/** Spec §8's empty state for a class without students, with 'Add First Student'. */
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
