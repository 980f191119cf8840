"use client";

import { useState, type FormEvent } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td, th } from "@/components/ui/table";
import { Pagination } from "@/components/marks/pagination";
import { errorMessage } from "@/lib/client/error-message";
import { PEOPLE_PAGE, useUserPage, type UserFilters } from "@/lib/client/people";
import { useSchools } from "@/lib/client/schools";
import { formatWhen } from "@/components/admin/users/format";

const NO_FILTERS: UserFilters = { search: "", role: "", status: "", schoolId: "", page: 1 };

/** The users list, searched, filtered and paged by the server. */
export function UsersList() {
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
            label="Search username or e-mail"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <SelectField label="Role" value={filters.role} onChange={set("role")}>
          <option value="">All roles</option>
          <option value="teacher">Teacher</option>
          <option value="mentor">Mentor</option>
          <option value="admin">Admin</option>
        </SelectField>
        <SelectField label="Status" value={filters.status} onChange={set("status")}>
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="deactivated">Deactivated</option>
        </SelectField>
        <SelectField label="School" value={filters.schoolId} onChange={set("schoolId")}>
          <option value="">All schools</option>
          {schools.map((school) => (
            <option key={school._id} value={school._id}>
              {school.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:col-span-2 lg:col-span-5 lg:justify-self-start">
          Search
        </Button>
      </form>

      {error ? <Notice tone="error">{errorMessage(error, "Failed to load users")}</Notice> : null}
      {isLoading && !data ? <Spinner label="Loading users…" /> : null}
      {data && data.items.length === 0 ? <EmptyState title="No users match these filters" /> : null}
      {data && data.items.length > 0 ? (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total} {data.total === 1 ? "user" : "users"}
          </p>
          <Table
            caption="Users"
            head={
              <tr>
                <th className={th}>User</th>
                <th className={th}>Role</th>
                <th className={th}>Status</th>
                <th className={th}>Last sign-in</th>
              </tr>
            }
          >
            {data.items.map((user) => (
              <tr key={user._id}>
                <td className={td}>
                  <AppLink href={`/admin/users/${user._id}`} className="font-semibold text-brand-700 hover:underline">
                    {user.username}
                  </AppLink>
                  <div className="text-slate-600">{user.email}</div>
                </td>
                <td className={td}>{user.role}</td>
                <td className={td}>
                  {user.active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Deactivated</Badge>}
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
