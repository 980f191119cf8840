/** A timestamp in the reader's own clock, or "Never". */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
