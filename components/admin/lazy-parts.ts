import type { ComponentProps, ComponentType } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { lazyModal } from "@/components/ui/lazy-modal";
import type { CreateModalProps } from "@/components/admin/create-modal-props";
import type { ClassStudentsModal as ClassStudents } from "@/components/admin/class-students-modal";
import type { LessonReportDetailsModal as LessonReportDetails } from "@/components/admin/lesson-report-details-modal";

// Until its code is here, an "Add …" modal's placeholder already carries the title it will have.
const lazyCreateModal = (load: () => Promise<ComponentType<CreateModalProps>>) =>
  lazyModal<CreateModalProps>(load, { title: (props) => props.title });

// The admin screen loads the overview with the page; the other tabs, the modals and the overview's
// adoption panel (below the fold, waiting for its own data) are fetched when opened or shown (or when
// the browser is idle), keeping them out of /admin's first-load JS.
export const LessonReportsTab = lazyComponent(() =>
  import("@/components/admin/lesson-reports-tab").then((m) => m.LessonReportsTab),
);
export const AttendanceTab = lazyComponent(() =>
  import("@/components/admin/attendance-tab").then((m) => m.AttendanceTab),
);
export const ReportsTab = lazyComponent(() => import("@/components/admin/reports-tab").then((m) => m.ReportsTab));
export const ManagementTab = lazyComponent(() =>
  import("@/components/admin/management-tab").then((m) => m.ManagementTab),
);
export const CreateClassModal = lazyCreateModal(() =>
  import("@/components/admin/create-class-modal").then((m) => m.CreateClassModal),
);
export const CreateStudentModal = lazyCreateModal(() =>
  import("@/components/admin/create-student-modal").then((m) => m.CreateStudentModal),
);
export const ClassStudentsModal = lazyModal<ComponentProps<typeof ClassStudents>>(
  () => import("@/components/admin/class-students-modal").then((m) => m.ClassStudentsModal),
  { title: ({ klass }) => (klass ? `${klass.className} – ${klass.subjectName}` : ""), size: "lg" },
);
/** `title` is what the placeholder says until the modal's code is here. */
export const LessonReportDetailsModal = lazyModal<ComponentProps<typeof LessonReportDetails> & { title: string }>(
  () => import("@/components/admin/lesson-report-details-modal").then((m) => m.LessonReportDetailsModal),
  { title: ({ title }) => title, size: "lg" },
);
export const AdoptionPanel = lazyComponent(() =>
  import("@/components/admin/adoption-panel").then((m) => m.AdoptionPanel),
);
