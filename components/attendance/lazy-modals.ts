import type { ComponentProps } from "react";
import { lazyModal } from "@/components/ui/lazy-modal";
import type { ClassFormModal as ClassForm } from "@/components/attendance/class-form-modal";
import type { ClassStudentsModal as ClassStudents } from "@/components/attendance/class-students-modal";
import type { SchoolFormModal as SchoolForm } from "@/components/attendance/school-form-modal";
import type { StudentFormModal as StudentForm } from "@/components/attendance/student-form-modal";

// The attendance screen's modals, fetched after the screen (see lazyModal). Each is handed its title
// in the screen's language, which its loading placeholder shows too.
const title = ({ title }: { title: string }) => title;

export const SchoolFormModal = lazyModal<ComponentProps<typeof SchoolForm>>(
  () => import("@/components/attendance/school-form-modal").then((m) => m.SchoolFormModal),
  { title },
);
export const ClassFormModal = lazyModal<ComponentProps<typeof ClassForm>>(
  () => import("@/components/attendance/class-form-modal").then((m) => m.ClassFormModal),
  { title },
);
export const StudentFormModal = lazyModal<ComponentProps<typeof StudentForm>>(
  () => import("@/components/attendance/student-form-modal").then((m) => m.StudentFormModal),
  { title },
);
export const ClassStudentsModal = lazyModal<ComponentProps<typeof ClassStudents>>(
  () => import("@/components/attendance/class-students-modal").then((m) => m.ClassStudentsModal),
  { title, size: "xl" },
);
