// The attendance screen's grid, folded sections and load-failure notice, loaded as one chunk by attendance-screen.tsx.
export { MarkGrid } from "@/components/attendance/mark-grid";
export { SetupSection, StatisticsSection } from "@/components/attendance/folded-sections";
export { Toast } from "@/components/ui/toast";
export { LoadError } from "@/components/attendance/load-error";
export { AtRiskPanel } from "@/components/at-risk/at-risk-panel";
