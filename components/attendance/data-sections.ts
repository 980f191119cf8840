// The attendance screen's grid and folded sections, loaded as one chunk by lazy-sections.ts.
export { MarkGrid } from "@/components/attendance/mark-grid";
export { SetupSection, StatisticsSection } from "@/components/attendance/folded-sections";
export { Toast } from "@/components/ui/toast";
