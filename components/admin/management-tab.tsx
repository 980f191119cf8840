"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Table, td } from "@/components/ui/table";
import { LoadedList } from "@/components/ui/loaded-list";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { CreateAdminModal } from "@/components/admin/create-admin-modal";
import { useAdminDashboard, useAdminUsers } from "@/lib/reports/admin.client";
import { isAdmin } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { RoleName } from "@/components/admin/role-name";

// Opens like the reports tab and the audit log (translations, formats, fetch hooks); what each shows differs.
export function ManagementTab() {
  const t = useTranslations("admin.management");
  const f = useAdminFormat();
  const dashboard = useAdminDashboard();
  const users = useAdminUsers();
  const [open, setOpen] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const d = dashboard.data;
  const value = (n: number | undefined) => (n === undefined ? "…" : f.count(n));

  return (
    <div className="space-y-5">
      <StatGrid>
        <StatCard
          label={t("users")}
          value={value(d?.totalUsers)}
          hint={
            d
              ? t("byRole", {
                  admins: f.count(d.totalAdmins),
                  teachers: f.count(d.totalTeachers),
                  mentors: f.count(d.totalMentors),
                })
              : undefined
          }
        />
        <StatCard label={t("schools")} value={value(d?.totalSchools)} />
        <StatCard label={t("classes")} value={value(d?.totalClasses)} />
        <StatCard label={t("students")} value={value(d?.totalStudents)} />
      </StatGrid>
      {flash ? <Notice tone="success">{flash}</Notice> : null}
      <Card
        title={t("usersTitle", { count: users.data ? f.count(users.data.length) : "…" })}
        actions={<Button onClick={() => setOpen(true)}>{t("createAdmin")}</Button>}
      >
        <LoadedList
          query={users}
          rows={(list) => list}
          words={{ loading: t("loading"), empty: t("empty"), failed: t("loadFailed") }}
        >
          {(list) => (
            <Table caption={t("users")} columns={[t("user"), t("email"), t("role")]}>
              {list.map((user) => (
                <tr key={user._id}>
                  <td className={td}>{user.username || user.email}</td>
                  <td className={td}>{user.email}</td>
                  <td className={td}>
                    <Badge tone={isAdmin(user.role) ? "purple" : "blue"}>
                      <RoleName role={user.role} />
                    </Badge>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </LoadedList>
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
