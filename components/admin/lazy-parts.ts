import type { ComponentProps } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import { lazyModal } from "@/components/ui/lazy-modal";
import type { CreateClassModal as CreateClass } from "@/components/admin/create-class-modal";
import type { CreateStudentModal as CreateStudent } from "@/components/admin/create-student-modal";

// The admin screen loads the overview with the page; the other tabs and the header's modals are
// fetched when opened (or when the browser is idle), keeping them out of /admin's first-load JS.
export const CommentsTab = lazyComponent(
  () => import("@/components/admin/comments-tab").then((m) => m.CommentsTab),
  LazyFallback,
);
export const AttendanceTab = lazyComponent(
  () => import("@/components/admin/attendance-tab").then((m) => m.AttendanceTab),
  LazyFallback,
);
export const ReportsTab = lazyComponent(
  () => import("@/components/admin/reports-tab").then((m) => m.ReportsTab),
  LazyFallback,
);
export const ManagementTab = lazyComponent(
  () => import("@/components/admin/management-tab").then((m) => m.ManagementTab),
  LazyFallback,
);
export const CreateClassModal = lazyModal<ComponentProps<typeof CreateClass>>(
  () => import("@/components/admin/create-class-modal").then((m) => m.CreateClassModal),
  { title: () => "Add Class" },
);
export const CreateStudentModal = lazyModal<ComponentProps<typeof CreateStudent>>(
  () => import("@/components/admin/create-student-modal").then((m) => m.CreateStudentModal),
  { title: () => "Add Student" },
);
