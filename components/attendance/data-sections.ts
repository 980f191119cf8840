// The attendance screen's sections that show data, loaded as one chunk by lazy-sections.ts.
export { ClassesOverview } from "@/components/attendance/classes-overview";
export { DateSummary } from "@/components/attendance/date-summary";
export { MarkGrid } from "@/components/attendance/mark-grid";
export { SchoolCards } from "@/components/attendance/school-cards";
export { StatsCards } from "@/components/attendance/stats-cards";
