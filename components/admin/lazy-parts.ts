import type { ComponentProps } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import { lazyModal } from "@/components/ui/lazy-modal";
import type { CreateClassModal as CreateClass } from "@/components/admin/create-class-modal";
import type { CreateStudentModal as CreateStudent } from "@/components/admin/create-student-modal";
import type { ClassStudentsModal as ClassStudents } from "@/components/admin/class-students-modal";
import type { CommentDetailsModal as CommentDetails } from "@/components/admin/comment-details-modal";

// The admin screen loads the overview with the page; the other tabs, the modals and the overview's
// adoption panel (below the fold, waiting for its own data) are fetched when opened or shown (or when
// the browser is idle), keeping them out of /admin's first-load JS.
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
  { title: (props) => props.title },
);
export const CreateStudentModal = lazyModal<ComponentProps<typeof CreateStudent>>(
  () => import("@/components/admin/create-student-modal").then((m) => m.CreateStudentModal),
  { title: (props) => props.title },
);
export const ClassStudentsModal = lazyModal<ComponentProps<typeof ClassStudents>>(
  () => import("@/components/admin/class-students-modal").then((m) => m.ClassStudentsModal),
  { title: ({ klass }) => (klass ? `${klass.className} – ${klass.subjectName}` : ""), size: "lg" },
);
/** `title` is what the placeholder says until the modal's code is here. */
export const CommentDetailsModal = lazyModal<ComponentProps<typeof CommentDetails> & { title: string }>(
  () => import("@/components/admin/comment-details-modal").then((m) => m.CommentDetailsModal),
  { title: ({ title }) => title, size: "lg" },
);
export const AdoptionPanel = lazyComponent(
  () => import("@/components/admin/adoption-panel").then((m) => m.AdoptionPanel),
  LazyFallback,
);
