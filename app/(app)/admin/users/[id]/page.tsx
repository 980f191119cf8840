import { UserDetail } from "@/components/admin/users/user-detail";
import { AdminPeoplePage, adminOnly, adminPeopleMetadata } from "@/app/(app)/admin/admin-people-page";

export const generateMetadata = () => adminPeopleMetadata("detail");

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await adminOnly();
  const { id } = await params;
  return (
    <AdminPeoplePage section="detail" links={[["/admin/users", "allUsers"]]}>
      <UserDetail id={encodeURIComponent(id)} selfId={actor.id} />
    </AdminPeoplePage>
  );
}
