"use client";

import { ButtonLink } from "@/components/ui/styled-links";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { AdminTabs, isAdminTab, type AdminTab, type OpenModal } from "@/components/admin/admin-tabs";
import { OverviewTab } from "@/components/admin/overview-tab";
import {
  AdoptionPanel,
  AttendanceTab,
  ClassStudentsModal,
  LessonReportDetailsModal,
  LessonReportsTab,
  CreateClassModal,
  CreateStudentModal,
  ManagementTab,
  ReportsTab,
} from "@/components/admin/lazy-parts";
import { usePreload } from "@/components/ui/lazy";
import { useAdminDashboard } from "@/lib/reports/admin.client";
import { track } from "@/lib/client/track";

/** The /admin screen: header actions and the five tabs, the current one kept in `?tab=`. */
export function AdminDashboard() {
  const pathname = usePathname();
  const params = useSearchParams();
  const requested = params.get("tab");
  const tab: AdminTab = isAdminTab(requested) ? requested : "overview";
  const t = useTranslations("admin.dashboard");
  const [modal, setModal] = useState<OpenModal>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const dashboard = useAdminDashboard();
  usePreload([AdoptionPanel], "now");
  usePreload(
    [
      LessonReportsTab,
      AttendanceTab,
      ReportsTab,
      ManagementTab,
      CreateClassModal,
      CreateStudentModal,
      ClassStudentsModal,
      LessonReportDetailsModal,
    ],
    "idle",
  );

  useEffect(() => {
    track("admin-dashboard-access");
  }, []);

  // The tabs fetch in the browser: only the URL changes (Next keeps useSearchParams in sync).
  const go = (next: AdminTab) => window.history.replaceState(null, "", `${pathname}?tab=${next}`);
  const created = (message: string) => {
    setModal(null);
    setFlash(message);
  };

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button onClick={() => setModal("class")}>{t("addClass")}</Button>
            <Button variant="success" onClick={() => setModal("student")}>
              {t("addStudent")}
            </Button>
            <ButtonLink href="/admin/users">{t("users")}</ButtonLink>
            <ButtonLink href="/school-people">{t("schoolPeople")}</ButtonLink>
            <ButtonLink href="/admin">{t("backToHome")}</ButtonLink>
          </>
        }
      />
      {dashboard.error ? (
        <Notice tone="error" className="mb-4">
          {t("loadFailed")}
        </Notice>
      ) : null}
      {flash ? (
        <Notice tone="success" className="mb-4">
          {flash}
        </Notice>
      ) : null}
      <AdminTabs current={tab} onChange={go} />
      <div
        role="tabpanel"
        id={`panel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        tabIndex={0}
        className="focus:outline-none"
      >
        {tab === "overview" ? <OverviewTab onOpen={setModal} onGo={go} /> : null}
        {tab === "comments" ? <LessonReportsTab /> : null}
        {tab === "attendance" ? <AttendanceTab /> : null}
        {tab === "reports" ? <ReportsTab /> : null}
        {tab === "admin" ? <ManagementTab /> : null}
      </div>
      {modal === "class" ? (
        <CreateClassModal title={t("addClass")} onClose={() => setModal(null)} onCreated={created} />
      ) : null}
      {modal === "student" ? (
        <CreateStudentModal title={t("addStudent")} onClose={() => setModal(null)} onCreated={created} />
      ) : null}
    </div>
  );
}
