"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { TextLink } from "@/components/ui/styled-links";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { SchoolChoice } from "@/components/admin/school-choice";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td } from "@/components/ui/table";
import { Pagination } from "@/components/marks/pagination";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { PEOPLE_PAGE, useUserPage, type UserFilters } from "@/lib/people/people.client";
import { useSchools } from "@/lib/schools/schools.client";
import { useWhen } from "@/components/admin/users/format";
import { RoleName } from "@/components/admin/role-name";

const NO_FILTERS: UserFilters = { search: "", role: "", status: "", schoolId: "", page: 1 };

/** The users list, searched, filtered and paged by the server. */
export function UsersList() {
  const t = useTranslations("adminUsers.list");
  const roleName = useTranslations("vocab.role");
  const formatWhen = useWhen();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [search, setSearch] = useState("");
  const { data, error, isLoading, isValidating } = useUserPage(filters);
  const schools = useSchools().data?.data ?? [];
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / PEOPLE_PAGE));
  const set = (key: "role" | "status" | "schoolId") => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFilters({ ...filters, [key]: event.target.value, page: 1 });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...filters, search, page: 1 });
  }

  return (
    <div className="space-y-4">
      <form onSubmit={onSearch} role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div className="lg:col-span-2">
          <TextField
            label={t("search")}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <SelectField label={t("role")} value={filters.role} onChange={set("role")}>
          <option value="">{t("allRoles")}</option>
          <option value="teacher">{roleName("teacher")}</option>
          <option value="mentor">{roleName("mentor")}</option>
          <option value="admin">{roleName("admin")}</option>
        </SelectField>
        <SelectField label={t("status")} value={filters.status} onChange={set("status")}>
          <option value="">{t("anyStatus")}</option>
          <option value="active">{t("active")}</option>
          <option value="deactivated">{t("deactivated")}</option>
        </SelectField>
        <SchoolChoice
          label={t("school")}
          schools={schools}
          placeholder={t("allSchools")}
          value={filters.schoolId}
          onChange={set("schoolId")}
        />
        <Button type="submit" className="sm:col-span-2 lg:col-span-5 lg:justify-self-start">
          {t("searchButton")}
        </Button>
      </form>

      {error ? (
        <Notice tone="error">
          <Say said={errorSaid(error, t("loadFailed"))} />
        </Notice>
      ) : null}
      {isLoading && !data ? <Spinner label={t("loading")} /> : null}
      {data && data.items.length === 0 ? <EmptyState title={t("empty")} /> : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("count", { count: data.total })}
          </p>
          <Table caption={t("title")} columns={[t("user"), t("role"), t("status"), t("lastSignIn")]}>
            {data.items.map((user) => (
              <tr key={user._id}>
                <td className={td}>
                  <TextLink href={`/admin/users/${user._id}`}>{user.username}</TextLink>
                  <div className="text-slate-600">{user.email}</div>
                </td>
                <td className={td}>
                  <RoleName role={user.role} />
                </td>
                <td className={td}>
                  {user.active ? (
                    <Badge tone="green">{t("active")}</Badge>
                  ) : (
                    <Badge tone="red">{t("deactivated")}</Badge>
                  )}
                </td>
                <td className={td}>{formatWhen(user.lastSignInAt)}</td>
              </tr>
            ))}
          </Table>
          <Pagination
            page={filters.page}
            totalPages={totalPages}
            busy={isValidating}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      ) : null}
    </div>
  );
}
