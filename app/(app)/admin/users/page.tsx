import { UsersList } from "@/components/admin/users/users-list";
import { AdminPeoplePage, adminOnly, adminPeopleMetadata } from "@/app/(app)/admin/admin-people-page";

export const generateMetadata = () => adminPeopleMetadata("list");

export default async function AdminUsersPage() {
  await adminOnly();
  return (
    <AdminPeoplePage
      section="list"
      links={[
        ["/admin/audit", "auditLink"],
        ["/admin", "dashboardLink"],
      ]}
    >
      <UsersList />
    </AdminPeoplePage>
  );
}
