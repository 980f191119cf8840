import type { ComponentProps } from "react";
import { lazyModal } from "@/components/ui/lazy-modal";
import type { StudentProfileModal as ProfileModal } from "@/components/students/student-profile-modal";

// Fetched when a teacher first opens a student's profile, not with the screen that offers it.
export const StudentProfileModal = lazyModal<ComponentProps<typeof ProfileModal>>(
  () => import("@/components/students/student-profile-modal").then((m) => m.StudentProfileModal),
  { title: ({ title }) => title, size: "lg" },
);
