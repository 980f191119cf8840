// Privacy page: the position filed with a daily report or observation keeps its precision for
// REPORT_GPS_PRECISE_DAYS days, then the housekeeping job rounds it to about 1 km, like usage events.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { REPORT_GPS_PRECISE_DAYS } from "@/lib/constants";
import { housekeeping, purgeWhenDue } from "@/lib/platform/housekeeping";
import { DAY_MS } from "@/lib/days";
import { makeUser, unique } from "../helpers/api";
import { catalogues } from "../i18n/catalogue";

describe("daily-report positions after the retention the privacy page states", () => {
  it("are rounded to about 1 km by the housekeeping job; newer ones and the distance to the school stay", async () => {
    const teacher = await makeUser("teacher");
    const school = await db.school.create({
      data: { name: unique("Far School"), memberships: { create: { userId: teacher.id } } },
    });
    const now = Date.now();
    const report = (daysAgo: number, accuracy: number | null) =>
      db.lessonReport.create({
        data: {
          teacherId: teacher.id,
          schoolId: school.id,
          className: "P5",
          subjectName: "Maths",
          numberOfStudents: 30,
          successStory: "s",
          challenge: "c",
          date: new Date(now - daysAgo * DAY_MS),
          latitude: -1.944123,
          longitude: 30.061987,
          accuracy,
          altitude: 1560,
          distanceKm: 0.42,
          address: "Gasabo, Kigali, Kigali City, Rwanda",
          createdAt: new Date(now - daysAgo * DAY_MS),
        },
      });
    const [old, oldVague, recent] = await Promise.all([
      report(REPORT_GPS_PRECISE_DAYS + 1, 8),
      report(REPORT_GPS_PRECISE_DAYS + 5, null),
      report(REPORT_GPS_PRECISE_DAYS - 1, 8),
    ]);

    housekeeping.nextAt = 0;
    housekeeping.hourlyAt = 0;
    purgeWhenDue(now);
    await housekeeping.running;

    const read = (id: string) =>
      db.lessonReport.findUniqueOrThrow({
        where: { id },
        select: { latitude: true, longitude: true, accuracy: true, distanceKm: true, address: true },
      });
    const rounded = { latitude: -1.94, longitude: 30.06, accuracy: 1000, distanceKm: 0.42 };
    expect(await read(old.id)).toMatchObject(rounded);
    expect(await read(oldVague.id)).toMatchObject(rounded);
    expect(await read(recent.id)).toMatchObject({ latitude: -1.944123, longitude: 30.061987, accuracy: 8 });
    expect((await read(old.id)).address).toBe("Gasabo, Kigali, Kigali City, Rwanda");
  });
});

describe("the privacy page states that retention", () => {
  it("in every language, with the days the housekeeping job uses", () => {
    const page = readFileSync(new URL("../../app/(public)/privacy/page.tsx", import.meta.url), "utf8");
    expect(page).toContain('t("privacyReportPosition", { days: REPORT_GPS_PRECISE_DAYS })');
    for (const language of ["en", "fr", "rw"] as const)
      expect(catalogues[language].get("pages.privacyReportPosition"), language).toMatch(/\{days\}.*1/);
  });
});
