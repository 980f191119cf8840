import { AuditLog } from "@/components/admin/users/audit-log";
import { AdminPeoplePage, adminOnly, adminPeopleMetadata } from "@/app/(app)/admin/admin-people-page";

export const generateMetadata = () => adminPeopleMetadata("audit");

export default async function AuditPage() {
  await adminOnly();
  return (
    <AdminPeoplePage section="audit" links={[["/admin/users", "usersLink"]]}>
      <AuditLog />
    </AdminPeoplePage>
  );
}
