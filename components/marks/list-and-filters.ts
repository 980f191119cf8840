// The marks screen's parts that load alongside its list (one chunk, one request): see marks-screen.tsx.
export { ConfirmDeleteDialog } from "@/components/marks/confirm-delete-dialog";
export { FilterChips } from "@/components/marks/filter-chips";
export { MarksFilters } from "@/components/marks/marks-filters";
export { MarksResults } from "@/components/marks/marks-results";
