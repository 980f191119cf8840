"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td, th } from "@/components/ui/table";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { CreateAdminModal } from "@/components/admin/create-admin-modal";
import { useAdminDashboard, useAdminUsers } from "@/lib/client/admin";
import { errorMessage } from "@/lib/client/error-message";
import { isAdminRole } from "@/lib/constants";

export function ManagementTab() {
  const dashboard = useAdminDashboard();
  const users = useAdminUsers();
  const [open, setOpen] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const d = dashboard.data;
  const value = (n: number | undefined) => (n === undefined ? "…" : n.toLocaleString());

  return (
    <div className="space-y-5">
      <StatGrid>
        <StatCard
          label="Users"
          value={value(d?.totalUsers)}
          hint={d ? `${d.totalAdmins} admins, ${d.totalTeachers} teachers, ${d.totalMentors} mentors` : undefined}
        />
        <StatCard label="Schools" value={value(d?.totalSchools)} />
        <StatCard label="Classes" value={value(d?.totalClasses)} />
        <StatCard label="Students" value={value(d?.totalStudents)} />
      </StatGrid>
      {flash ? <Notice tone="success">{flash}</Notice> : null}
      <Card
        title={`Users (${users.data ? users.data.length : "…"})`}
        actions={<Button onClick={() => setOpen(true)}>Create Admin</Button>}
      >
        {users.error ? (
          <Notice tone="error">{errorMessage(users.error, "Failed to load admin dashboard data")}</Notice>
        ) : null}
        {users.isLoading ? <Spinner label="Loading users…" /> : null}
        {users.data && users.data.length === 0 ? <EmptyState title="No users" /> : null}
        {users.data && users.data.length > 0 ? (
          <Table
            caption="Users"
            head={
              <tr>
                <th className={th}>User</th>
                <th className={th}>Email</th>
                <th className={th}>Role</th>
              </tr>
            }
          >
            {users.data.map((user) => (
              <tr key={user._id}>
                <td className={td}>{user.username || user.email}</td>
                <td className={td}>{user.email}</td>
                <td className={td}>
                  <Badge tone={isAdminRole(user.role) ? "purple" : "blue"}>{user.role || "user"}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        ) : null}
      </Card>
      {open ? (
        <CreateAdminModal
          onClose={() => setOpen(false)}
          onCreated={(message) => {
            setOpen(false);
            setFlash(message);
          }}
        />
      ) : null}
    </div>
  );
}
