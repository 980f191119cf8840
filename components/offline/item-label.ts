// A queued item keeps the English label it was saved with (lib/client/*: "Daily report P4 A (2026-11-23)"),
// so the queue on the phone reads the same in every language; the panel names it in the screen's
// language from these shapes, and shows any other label as it was saved.

const DAY = String.raw`\((\d{4}-\d{2}-\d{2})\)`;
const SHAPES = [
  { key: "label.report", pattern: new RegExp(`^Daily report (.+) ${DAY}$`), names: ["className", "date"] },
  { key: "label.observation", pattern: new RegExp(`^Lesson observation (.+) ${DAY}$`), names: ["className", "date"] },
  {
    key: "label.attendanceOne",
    pattern: new RegExp(`^Attendance of one student: (\\w+) ${DAY}$`),
    names: ["status", "date"],
  },
  {
    key: "label.attendanceMany",
    pattern: new RegExp(`^Attendance of (\\d+) students ${DAY}$`),
    names: ["count", "date"],
  },
  { key: "label.marks", pattern: /^Marks for (\d+) students$/, names: ["count"] },
] as const;

export type LabelKey = (typeof SHAPES)[number]["key"];

/** The catalogue key and values of a saved label, or null for a label of another shape. */
export function labelMessage(label: string): { key: LabelKey; values: Record<string, string | number> } | null {
  for (const shape of SHAPES) {
    const match = shape.pattern.exec(label);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    shape.names.forEach((name, index) => {
      const value = match[index + 1];
      values[name] = name === "count" ? Number(value) : value;
    });
    return { key: shape.key, values };
  }
  return null;
}
