// The import screen's parts that load as it opens (one chunk, one request): see import-screen.tsx.
export { ImportFlow } from "@/components/csv/import-flow";
export { ExamFields } from "@/components/marks/exam-fields";
