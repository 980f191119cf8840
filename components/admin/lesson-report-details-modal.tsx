"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { Badge } from "@/components/ui/badge";
import type { LessonReportJson } from "@/lib/reports/admin.client";
import { isAdmin } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { RoleName } from "@/components/admin/role-name";

// A label beside its value on one line; the report card's Fact is a tile with the value large below it.
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Mentor' (lesson observation) or 'Teacher' (daily report). */
export function CommenterBadge({ role }: { role: string }) {
  const roleName = useTranslations("vocab.role");
  return (
    <Badge tone={role === "mentor" ? "purple" : "blue"}>
      {role === "mentor" ? roleName("mentor") : roleName("teacher")}
    </Badge>
  );
}

function Text({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1 font-semibold text-slate-900">{title}</h3>
      <p className="text-sm whitespace-pre-wrap text-slate-900">{children || "—"}</p>
    </section>
  );
}

/** Every field of a daily report or lesson observation (docs/product-spec.md#admin-screen comments tab), with a map link for its coordinates. */
export function LessonReportDetailsModal({
  report,
  onClose,
}: {
  report: LessonReportJson | null;
  onClose: () => void;
}) {
  const t = useTranslations("admin.commentDetails");
  const f = useAdminFormat();
  const metres = (value: number | null | undefined) =>
    value === null || value === undefined ? t("notAvailable") : t("metres", { value: Number(value.toFixed(1)) });
  const gps = report?.gpsLocation;
  const mapUrl = gps
    ? `https://www.openstreetmap.org/?mlat=${gps.coordinates.latitude}&mlon=${gps.coordinates.longitude}#map=17/${gps.coordinates.latitude}/${gps.coordinates.longitude}`
    : "";
  return (
    <Modal
      open={report !== null}
      title={report?.commenterRole === "mentor" ? t("observationTitle") : t("title")}
      onClose={onClose}
      size="lg"
    >
      {report && gps ? (
        <div className="space-y-5">
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("classSection")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("filedBy")}>
                <CommenterBadge role={report.commenterRole} />
              </Row>
              <Row label={t("class")}>{report.className}</Row>
              <Row label={t("subject")}>{report.subjectName}</Row>
              <Row label={t("numberOfStudents")}>{f.count(report.numberOfStudents)}</Row>
              <Row label={t("date")}>{f.day(report.date)}</Row>
              <Row label={t("submitted")}>{f.moment(report.createdAt)}</Row>
            </dl>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("schoolSection")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("name")}>{report.schoolId.name}</Row>
            </dl>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("gpsSection")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("coordinates")}>
                {gps.coordinates.latitude}, {gps.coordinates.longitude}
              </Row>
              <Row label={t("accuracy")}>{metres(gps.coordinates.accuracy)}</Row>
              <Row label={t("altitude")}>{metres(gps.coordinates.altitude)}</Row>
              <Row label={t("address")}>{gps.address.fullAddress}</Row>
              <Row label={t("cityStateCountry")}>
                {[gps.address.city, gps.address.state, gps.address.country].join(" · ")}
              </Row>
              <Row label={t("captured")}>{f.moment(gps.timestamp)}</Row>
              <Row label={t("distance")}>
                {report.tracking.distanceFromSchoolKm === null
                  ? t("distanceUnknown")
                  : t("kilometres", { value: report.tracking.distanceFromSchoolKm })}
              </Row>
              <Row label={t("map")}>
                <a
                  href={mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  {t("viewOnMap")}
                </a>
              </Row>
            </dl>
          </section>
          {report.commenterRole === "mentor" ? (
            <>
              <Text title={t("modelLesson")}>{report.modelLesson}</Text>
              <Text title={t("lessonObservation")}>{report.lessonObservation}</Text>
            </>
          ) : null}
          <Text title={t("successStory")}>{report.successStory}</Text>
          <Text title={t("challenge")}>{report.challenge}</Text>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("createdBy")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("username")}>{report.teacherId.username}</Row>
              <Row label={t("email")}>{report.teacherId.email}</Row>
              <Row label={t("role")}>
                <Badge tone={isAdmin(report.teacherId.role) ? "purple" : "blue"}>
                  <RoleName role={report.teacherId.role} />
                </Badge>
              </Row>
            </dl>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
