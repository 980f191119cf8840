"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { Badge } from "@/components/ui/badge";
import type { CommentJson } from "@/lib/client/admin";
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
export function CommentDetailsModal({ comment, onClose }: { comment: CommentJson | null; onClose: () => void }) {
  const t = useTranslations("admin.commentDetails");
  const f = useAdminFormat();
  const metres = (value: number | null | undefined) =>
    value === null || value === undefined ? t("notAvailable") : t("metres", { value: Number(value.toFixed(1)) });
  const gps = comment?.gpsLocation;
  const mapUrl = gps
    ? `https://www.openstreetmap.org/?mlat=${gps.coordinates.latitude}&mlon=${gps.coordinates.longitude}#map=17/${gps.coordinates.latitude}/${gps.coordinates.longitude}`
    : "";
  return (
    <Modal
      open={comment !== null}
      title={comment?.commenterRole === "mentor" ? t("observationTitle") : t("title")}
      onClose={onClose}
      size="lg"
    >
      {comment && gps ? (
        <div className="space-y-5">
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("classSection")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("filedBy")}>
                <CommenterBadge role={comment.commenterRole} />
              </Row>
              <Row label={t("class")}>{comment.className}</Row>
              <Row label={t("subject")}>{comment.subjectName}</Row>
              <Row label={t("numberOfStudents")}>{f.count(comment.numberOfStudents)}</Row>
              <Row label={t("date")}>{f.day(comment.date)}</Row>
              <Row label={t("submitted")}>{f.moment(comment.createdAt)}</Row>
            </dl>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("schoolSection")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("name")}>{comment.schoolId.name}</Row>
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
                {comment.tracking.distanceFromSchoolKm === null
                  ? t("distanceUnknown")
                  : t("kilometres", { value: comment.tracking.distanceFromSchoolKm })}
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
          {comment.commenterRole === "mentor" ? (
            <>
              <Text title={t("modelLesson")}>{comment.modelLesson}</Text>
              <Text title={t("lessonObservation")}>{comment.lessonObservation}</Text>
            </>
          ) : null}
          <Text title={t("successStory")}>{comment.successStory}</Text>
          <Text title={t("challenge")}>{comment.challenge}</Text>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">{t("createdBy")}</h3>
            <dl className="divide-y divide-slate-100">
              <Row label={t("username")}>{comment.teacherId.username}</Row>
              <Row label={t("email")}>{comment.teacherId.email}</Row>
              <Row label={t("role")}>
                <Badge tone={isAdmin(comment.teacherId.role) ? "purple" : "blue"}>
                  <RoleName role={comment.teacherId.role} />
                </Badge>
              </Row>
            </dl>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
