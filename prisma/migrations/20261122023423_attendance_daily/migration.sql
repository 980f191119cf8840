-- CreateTable
CREATE TABLE "AttendanceDaily" (
    "classId" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "present" INTEGER NOT NULL DEFAULT 0,
    "absent" INTEGER NOT NULL DEFAULT 0,
    "late" INTEGER NOT NULL DEFAULT 0,
    "excused" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AttendanceDaily_pkey" PRIMARY KEY ("classId","date")
);

-- CreateIndex
CREATE INDEX "AttendanceDaily_schoolId_date_idx" ON "AttendanceDaily"("schoolId", "date");

-- CreateIndex
CREATE INDEX "AttendanceDaily_date_idx" ON "AttendanceDaily"("date");

-- AddForeignKey
ALTER TABLE "AttendanceDaily" ADD CONSTRAINT "AttendanceDaily_classId_fkey" FOREIGN KEY ("classId") REFERENCES "Class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AttendanceDaily" ADD CONSTRAINT "AttendanceDaily_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keep "AttendanceDaily" equal to the per class and day status counts of "Attendance". Statement
-- triggers with transition tables: one aggregated write per statement (a bulk save of a class is one
-- row), whatever the number of records. INSERT ... ON CONFLICT DO UPDATE fires both the insert and
-- the update trigger, each with its own rows. Removals only update existing counters, so a cascade
-- from a deleted class never re-creates a counter for it.
CREATE FUNCTION "attendance_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AttendanceDaily" ("classId", "schoolId", "date", "present", "absent", "late", "excused")
  SELECT "classId", "schoolId", "date",
    count(*) FILTER (WHERE "status" = 'present'), count(*) FILTER (WHERE "status" = 'absent'),
    count(*) FILTER (WHERE "status" = 'late'), count(*) FILTER (WHERE "status" = 'excused')
  FROM new_rows GROUP BY "classId", "schoolId", "date" ORDER BY "classId", "date"
  ON CONFLICT ("classId", "date") DO UPDATE SET
    "schoolId" = EXCLUDED."schoolId",
    "present" = "AttendanceDaily"."present" + EXCLUDED."present",
    "absent" = "AttendanceDaily"."absent" + EXCLUDED."absent",
    "late" = "AttendanceDaily"."late" + EXCLUDED."late",
    "excused" = "AttendanceDaily"."excused" + EXCLUDED."excused";
  RETURN NULL;
END $$;

CREATE FUNCTION "attendance_daily_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "AttendanceDaily" d SET
    "present" = d."present" - o."present", "absent" = d."absent" - o."absent",
    "late" = d."late" - o."late", "excused" = d."excused" - o."excused"
  FROM (
    SELECT "classId", "date",
      count(*) FILTER (WHERE "status" = 'present') AS "present", count(*) FILTER (WHERE "status" = 'absent') AS "absent",
      count(*) FILTER (WHERE "status" = 'late') AS "late", count(*) FILTER (WHERE "status" = 'excused') AS "excused"
    FROM old_rows GROUP BY "classId", "date"
  ) o
  WHERE d."classId" = o."classId" AND d."date" = o."date";
  RETURN NULL;
END $$;

CREATE FUNCTION "attendance_daily_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "AttendanceDaily";
  RETURN NULL;
END $$;

CREATE TRIGGER "attendance_daily_insert" AFTER INSERT ON "Attendance"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_daily_add"();
CREATE TRIGGER "attendance_daily_update_remove" AFTER UPDATE ON "Attendance"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_daily_remove"();
CREATE TRIGGER "attendance_daily_update_add" AFTER UPDATE ON "Attendance"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_daily_add"();
CREATE TRIGGER "attendance_daily_delete" AFTER DELETE ON "Attendance"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "attendance_daily_remove"();
CREATE TRIGGER "attendance_daily_truncate" AFTER TRUNCATE ON "Attendance"
  FOR EACH STATEMENT EXECUTE FUNCTION "attendance_daily_clear"();

-- Counters for the rows already there.
INSERT INTO "AttendanceDaily" ("classId", "schoolId", "date", "present", "absent", "late", "excused")
SELECT "classId", "schoolId", "date",
  count(*) FILTER (WHERE "status" = 'present'), count(*) FILTER (WHERE "status" = 'absent'),
  count(*) FILTER (WHERE "status" = 'late'), count(*) FILTER (WHERE "status" = 'excused')
FROM "Attendance" GROUP BY "classId", "schoolId", "date";
