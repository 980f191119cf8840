"use client";

import type { ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { Badge } from "@/components/ui/badge";
import type { CommentJson } from "@/lib/client/admin";
import { isAdminRole } from "@/lib/constants";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const num = (value: number | null | undefined, unit = "", digits = 6) =>
  value === null || value === undefined ? "Not available" : `${Number(value.toFixed(digits))}${unit}`;

/** 'Mentor' (lesson observation) or 'Teacher' (daily report). */
export function CommenterBadge({ role }: { role: string }) {
  return <Badge tone={role === "mentor" ? "purple" : "blue"}>{role === "mentor" ? "Mentor" : "Teacher"}</Badge>;
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
  const gps = comment?.gpsLocation;
  const mapUrl = gps
    ? `https://www.openstreetmap.org/?mlat=${gps.coordinates.latitude}&mlon=${gps.coordinates.longitude}#map=17/${gps.coordinates.latitude}/${gps.coordinates.longitude}`
    : "";
  return (
    <Modal
      open={comment !== null}
      title={comment?.commenterRole === "mentor" ? "Lesson observation details" : "Comment details"}
      onClose={onClose}
      size="lg"
    >
      {comment && gps ? (
        <div className="space-y-5">
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">Class</h3>
            <dl className="divide-y divide-slate-100">
              <Row label="Filed by">
                <CommenterBadge role={comment.commenterRole} />
              </Row>
              <Row label="Class">{comment.className}</Row>
              <Row label="Subject">{comment.subjectName}</Row>
              <Row label="Number of students">{comment.numberOfStudents}</Row>
              <Row label="Date">{comment.date}</Row>
              <Row label="Submitted">{new Date(comment.createdAt).toLocaleString()}</Row>
            </dl>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">School</h3>
            <dl className="divide-y divide-slate-100">
              <Row label="Name">{comment.schoolId.name}</Row>
              <Row label="School id">{comment.schoolId._id}</Row>
            </dl>
          </section>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">GPS location</h3>
            <dl className="divide-y divide-slate-100">
              <Row label="Coordinates">
                {gps.coordinates.latitude}, {gps.coordinates.longitude}
              </Row>
              <Row label="Accuracy">{num(gps.coordinates.accuracy, " m", 1)}</Row>
              <Row label="Altitude">{num(gps.coordinates.altitude, " m", 1)}</Row>
              <Row label="Address">{gps.address.fullAddress}</Row>
              <Row label="City / State / Country">
                {[gps.address.city, gps.address.state, gps.address.country].join(" · ")}
              </Row>
              <Row label="Captured">{new Date(gps.timestamp).toLocaleString()}</Row>
              <Row label="Distance from school">
                {comment.tracking.distanceFromSchoolKm === null
                  ? "Unknown (school has no location)"
                  : `${comment.tracking.distanceFromSchoolKm} km`}
              </Row>
              <Row label="Map">
                <a
                  href={mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline"
                >
                  View on map
                </a>
              </Row>
            </dl>
          </section>
          {comment.commenterRole === "mentor" ? (
            <>
              <Text title="Model lesson">{comment.modelLesson}</Text>
              <Text title="Lesson observation">{comment.lessonObservation}</Text>
            </>
          ) : null}
          <Text title="Success story">{comment.successStory}</Text>
          <Text title="Challenge">{comment.challenge}</Text>
          <section>
            <h3 className="mb-1 font-semibold text-slate-900">Created by</h3>
            <dl className="divide-y divide-slate-100">
              <Row label="Username">{comment.teacherId.username}</Row>
              <Row label="Email">{comment.teacherId.email}</Row>
              <Row label="Role">
                <Badge tone={isAdminRole(comment.teacherId.role) ? "purple" : "blue"}>
                  {comment.teacherId.role || "user"}
                </Badge>
              </Row>
              <Row label="Teacher id">{comment.teacherId._id}</Row>
            </dl>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
