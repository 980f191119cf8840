import { useSyncExternalStore } from "react";
import { localToday } from "@/lib/days";

export const classLabel = (
  klass: { className: string; subjectName: string; schoolId: { name: string } },
  withSchool: boolean,
) => `${klass.className} - ${klass.subjectName}${withSchool ? ` (${klass.schoolId.name})` : ""}`;

/** A class (not one of its subjects) by its name, with its school when a list spans more than one. */
export const classNameLabel = (klass: { className: string; schoolId: { name: string } }, withSchool: boolean) =>
  `${klass.className}${withSchool ? ` (${klass.schoolId.name})` : ""}`;

const noSubscribe = () => () => undefined;

/**
 * Today in the browser's time zone, known only after hydration (null in the server's render, whose
 * clock and time zone may be a day off from the teacher's).
 */
export function useLocalToday(): string | null {
  return useSyncExternalStore(noSubscribe, localToday, () => null);
}

/**
 * False in the server's render and while the page hydrates, true after: a control whose choice only
 * the script can act on waits for it (a choice made before would be shown but not known to the screen).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
