-- A class holds its students; the subjects taught in it are rows of "ClassSubject", each with its teachers
-- (issue 46, docs/design.md#classes-and-subjects). Until now a class was a class name and ONE subject, so a
-- second subject meant a second copy of the class and of every child in it. This migration moves the data:
--
-- 1. Every class gets a ClassSubject with its old subject, whose id is the class's own id: an id an old
--    client kept still names the class and that subject. Its teachers are the class's creator (unless an
--    admin, who created it for others) and everyone who recorded a mark in it.
-- 2. Copies of one class (one school, one class name, the same children by name) are merged into the
--    oldest: the copies' subjects move to it, each child's records move to the oldest copy's child of the
--    same name, kept once per child, and the copies go.
-- 3. Classes of one name whose children differ stay apart: all but the oldest take "<name> - <subject>",
--    and a "ClassMergeReview" row lists them for the head teacher.
-- 4. "Class"."subjectId" goes, and a class name is unique within its school.
--
-- It runs in one transaction (lib/migrations/runner.ts): a failure leaves the database as it was. The
-- statement triggers on "Attendance" (20261122023423_attendance_daily) fire on the moves below; the
-- counters of the classes that take records are recomputed from "Attendance" at the end all the same.

-- CreateTable
CREATE TABLE "ClassSubject" (
    "id" TEXT NOT NULL,
    "classId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassSubject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassSubjectTeacher" (
    "classSubjectId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassSubjectTeacher_pkey" PRIMARY KEY ("classSubjectId","userId")
);

-- CreateTable
CREATE TABLE "ClassMergeReview" (
    "id" TEXT NOT NULL,
    "schoolId" TEXT NOT NULL,
    "className" TEXT NOT NULL,
    "classIds" TEXT[],
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassMergeReview_pkey" PRIMARY KEY ("id")
);

-- 1. Each class's subject, under the class's id.
INSERT INTO "ClassSubject" ("id", "classId", "subjectId", "schoolId", "createdAt")
SELECT c."id", c."id", c."subjectId", c."schoolId", c."createdAt" FROM "Class" c;

-- Its teachers, while every mark still names the class it was recorded in. "Class"."createdById" has no
-- foreign key: only a creator who still exists counts.
-- Dated from the class's own creation, not the migration's moment: the same data migrated twice gives the
-- same rows (scripts/lib/pglite-move.mts recognises rows it already moved by their checksums).
INSERT INTO "ClassSubjectTeacher" ("classSubjectId", "userId", "createdAt")
SELECT t."classId", t."userId", c."createdAt" FROM (
  SELECT c."id" AS "classId", c."createdById" AS "userId"
  FROM "Class" c JOIN "User" u ON u."id" = c."createdById" WHERE u."role" <> 'admin'
  UNION
  SELECT DISTINCT m."classId", m."teacherId" FROM "Mark" m
) t JOIN "Class" c ON c."id" = t."classId";

-- 2. Which classes are copies of one another. A child's name is compared without case and without spaces
-- at either end (runs of spaces inside count as one). Children are matched by name, so a class where a
-- name appears twice cannot be merged. Two classes without children have the same (no) children.
CREATE TEMP TABLE "mig_student_key" AS
SELECT s."id", s."classId", lower(btrim(regexp_replace(s."studentName", '\s+', ' ', 'g'))) AS "nameKey"
FROM "Student" s
WHERE EXISTS (
  SELECT 1 FROM "Class" c JOIN "Class" o ON o."schoolId" = c."schoolId" AND o."className" = c."className" AND o."id" <> c."id"
  WHERE c."id" = s."classId"
);
CREATE INDEX ON "mig_student_key" ("classId", "nameKey");

-- Every class that shares its name within its school, with its children's names (sorted, repeats kept).
CREATE TEMP TABLE "mig_class_group" AS
SELECT c."id", c."schoolId", c."className", c."subjectId", c."createdAt",
  coalesce((SELECT array_agg(k."nameKey" ORDER BY k."nameKey" COLLATE "C") FROM "mig_student_key" k WHERE k."classId" = c."id"),
    '{}') AS "roster",
  EXISTS (SELECT 1 FROM "mig_student_key" k WHERE k."classId" = c."id" GROUP BY k."nameKey" HAVING count(*) > 1) AS "namesRepeat"
FROM "Class" c
WHERE EXISTS (SELECT 1 FROM "Class" o WHERE o."schoolId" = c."schoolId" AND o."className" = c."className" AND o."id" <> c."id");

-- Each copy that goes, with the class it goes into: the oldest (createdAt, then id) of those with its
-- children. A class with a repeated name is left out: it stays, and is listed for review below.
CREATE TEMP TABLE "mig_class_merge" AS
SELECT "id" AS "classId", "survivorId" FROM (
  SELECT "id", first_value("id") OVER (PARTITION BY "schoolId", "className", "roster" ORDER BY "createdAt", "id") AS "survivorId"
  FROM "mig_class_group" WHERE NOT "namesRepeat"
) g
WHERE "id" <> "survivorId";
ALTER TABLE "mig_class_merge" ADD PRIMARY KEY ("classId");

-- Each child of a copy that goes, with the survivor's child of the same name (there is exactly one).
CREATE TEMP TABLE "mig_student_merge" AS
SELECT a."id" AS "studentId", b."id" AS "survivorId", m."classId", m."survivorId" AS "survivorClassId"
FROM "mig_class_merge" m
JOIN "mig_student_key" a ON a."classId" = m."classId"
JOIN "mig_student_key" b ON b."classId" = m."survivorId" AND b."nameKey" = a."nameKey";
ALTER TABLE "mig_student_merge" ADD PRIMARY KEY ("studentId");
CREATE INDEX ON "mig_student_merge" ("survivorId");
-- Temporary tables are not analyzed automatically: without statistics the joins below are planned blind.
ANALYZE "mig_class_merge";
ANALYZE "mig_student_merge";

-- The copies' subjects (with their teachers, keyed by the same id) become subjects of the survivor. Within
-- a group each class had its own subject (the old unique key held the subject), so none is there twice.
UPDATE "ClassSubject" cs SET "classId" = m."survivorId" FROM "mig_class_merge" m WHERE cs."id" = m."classId";

-- The survivor's child takes the profile fields it lacks from its copies (the oldest copy first). A
-- student code is unique within the school: the copies give theirs up first.
CREATE TEMP TABLE "mig_profile" AS
SELECT m."survivorId",
  (array_agg(s."dateOfBirth" ORDER BY s."createdAt", s."id") FILTER (WHERE s."dateOfBirth" IS NOT NULL))[1] AS "dateOfBirth",
  (array_agg(s."gender" ORDER BY s."createdAt", s."id") FILTER (WHERE s."gender" IS NOT NULL))[1] AS "gender",
  (array_agg(s."studentCode" ORDER BY s."createdAt", s."id") FILTER (WHERE s."studentCode" IS NOT NULL))[1] AS "studentCode"
FROM "mig_student_merge" m JOIN "Student" s ON s."id" = m."studentId"
GROUP BY m."survivorId";

UPDATE "Student" s SET "studentCode" = NULL
FROM "mig_student_merge" m WHERE s."id" = m."studentId" AND s."studentCode" IS NOT NULL;

UPDATE "Student" s SET
  "dateOfBirth" = coalesce(s."dateOfBirth", p."dateOfBirth"),
  "gender" = coalesce(s."gender", p."gender"),
  "studentCode" = coalesce(s."studentCode", p."studentCode"),
  "updatedAt" = CURRENT_TIMESTAMP
FROM "mig_profile" p
WHERE s."id" = p."survivorId"
  AND ((s."dateOfBirth" IS NULL AND p."dateOfBirth" IS NOT NULL) OR (s."gender" IS NULL AND p."gender" IS NOT NULL)
    OR (s."studentCode" IS NULL AND p."studentCode" IS NOT NULL));

-- Guardians: the survivor's child keeps its own; one without any takes those of its first copy that has
-- some (positions 1–3 and phones stay as they were: the list moves whole). The others go with their copy.
UPDATE "Guardian" g SET "studentId" = pick."survivorId", "updatedAt" = CURRENT_TIMESTAMP
FROM (
  SELECT DISTINCT ON (m."survivorId") m."survivorId", m."studentId"
  FROM "mig_student_merge" m JOIN "Student" s ON s."id" = m."studentId"
  WHERE EXISTS (SELECT 1 FROM "Guardian" x WHERE x."studentId" = m."studentId")
    AND NOT EXISTS (SELECT 1 FROM "Guardian" x WHERE x."studentId" = m."survivorId")
  ORDER BY m."survivorId", s."createdAt", s."id"
) pick
WHERE g."studentId" = pick."studentId";

-- Attendance is one record per child and day: where the child and its copies were both marked on a day,
-- the record updated last stands (the survivor's on a tie) and the others are deleted. The triggers take
-- the deleted records off their class's counters.
DELETE FROM "Attendance" a USING (
  SELECT "id", row_number() OVER (PARTITION BY "childId", "date" ORDER BY "updatedAt" DESC, "own" DESC, "id") AS "rank"
  FROM (
    SELECT a."id", a."date", a."updatedAt", m."survivorId" AS "childId", false AS "own"
    FROM "Attendance" a JOIN "mig_student_merge" m ON m."studentId" = a."studentId"
    UNION ALL
    SELECT a."id", a."date", a."updatedAt", a."studentId", true
    FROM "Attendance" a WHERE a."studentId" IN (SELECT "survivorId" FROM "mig_student_merge")
  ) family
) ranked
WHERE a."id" = ranked."id" AND ranked."rank" > 1;

-- The copies' remaining records move to the survivor's child, and those taken in the copy's class to the
-- survivor's class (a record from a class the child was in before stays with that class). The triggers
-- move the counts.
UPDATE "Attendance" a SET "studentId" = m."survivorId",
  "classId" = CASE WHEN a."classId" = m."classId" THEN m."survivorClassId" ELSE a."classId" END
FROM "mig_student_merge" m WHERE a."studentId" = m."studentId";

-- Marks: one per child, subject, exam, year and term. The copies' subjects differ, so their marks do not
-- meet; should two meet all the same, the survivor's stands, else the one updated last.
DELETE FROM "Mark" k USING (
  SELECT "id", row_number() OVER (
    PARTITION BY "childId", "subjectId", "examType", "academicYear", "academicTerm"
    ORDER BY "own" DESC, "updatedAt" DESC, "id") AS "rank"
  FROM (
    SELECT k."id", k."subjectId", k."examType", k."academicYear", k."academicTerm", k."updatedAt", m."survivorId" AS "childId", false AS "own"
    FROM "Mark" k JOIN "mig_student_merge" m ON m."studentId" = k."studentId"
    UNION ALL
    SELECT k."id", k."subjectId", k."examType", k."academicYear", k."academicTerm", k."updatedAt", k."studentId", true
    FROM "Mark" k WHERE k."studentId" IN (SELECT "survivorId" FROM "mig_student_merge")
  ) family
) ranked
WHERE k."id" = ranked."id" AND ranked."rank" > 1;

UPDATE "Mark" k SET "studentId" = m."survivorId",
  "classId" = CASE WHEN k."classId" = m."classId" THEN m."survivorClassId" ELSE k."classId" END
FROM "mig_student_merge" m WHERE k."studentId" = m."studentId";

-- Report card remarks: one per child and term; the survivor's stands, else the one updated last.
DELETE FROM "ReportCardRemark" r USING (
  SELECT "studentId", "academicYear", "academicTerm",
    row_number() OVER (PARTITION BY "childId", "academicYear", "academicTerm" ORDER BY "own" DESC, "updatedAt" DESC, "studentId") AS "rank"
  FROM (
    SELECT r."studentId", r."academicYear", r."academicTerm", r."updatedAt", m."survivorId" AS "childId", false AS "own"
    FROM "ReportCardRemark" r JOIN "mig_student_merge" m ON m."studentId" = r."studentId"
    UNION ALL
    SELECT r."studentId", r."academicYear", r."academicTerm", r."updatedAt", r."studentId", true
    FROM "ReportCardRemark" r WHERE r."studentId" IN (SELECT "survivorId" FROM "mig_student_merge")
  ) family
) ranked
WHERE r."studentId" = ranked."studentId" AND r."academicYear" = ranked."academicYear"
  AND r."academicTerm" = ranked."academicTerm" AND ranked."rank" > 1;

UPDATE "ReportCardRemark" r SET "studentId" = m."survivorId"
FROM "mig_student_merge" m WHERE r."studentId" = m."studentId";

-- Notices: one keyed row per child, day, address and kind (Notice_studentId_date_recipientKey_kind_key).
-- Both copies of a child may have told the same phone of the same day's absence. The survivor's row keeps
-- the key (else the copy's sent first, then the oldest). Of the others, one that went (or was tried) stays
-- as the record of what was sent, unkeyed as 20261201235028_notices_per_phone left such rows (the
-- dispatcher never sends an address twice); one that never went is deleted, so it is never sent.
CREATE TEMP TABLE "mig_notice_clash" AS
SELECT "id", "sent" FROM (
  SELECT "id", "sent", row_number() OVER (
    PARTITION BY "childId", "date", "recipientKey", "kind" ORDER BY "own" DESC, "sent" DESC, "createdAt", "id") AS "rank"
  FROM (
    SELECT n."id", n."date", n."recipientKey", n."kind", n."createdAt", m."survivorId" AS "childId", false AS "own",
      (n."sentAt" IS NOT NULL OR n."status" IN ('sent', 'delivered', 'failed')) AS "sent"
    FROM "Notice" n JOIN "mig_student_merge" m ON m."studentId" = n."studentId" WHERE n."recipientKey" IS NOT NULL
    UNION ALL
    SELECT n."id", n."date", n."recipientKey", n."kind", n."createdAt", n."studentId", true,
      (n."sentAt" IS NOT NULL OR n."status" IN ('sent', 'delivered', 'failed'))
    FROM "Notice" n WHERE n."recipientKey" IS NOT NULL AND n."studentId" IN (SELECT "survivorId" FROM "mig_student_merge")
  ) family
) ranked
WHERE "rank" > 1;

DELETE FROM "Notice" n USING "mig_notice_clash" c WHERE n."id" = c."id" AND NOT c."sent";
UPDATE "Notice" n SET "recipientKey" = NULL, "updatedAt" = CURRENT_TIMESTAMP
FROM "mig_notice_clash" c WHERE n."id" = c."id" AND c."sent";

-- A notice naming a guardian of the copy that is not moved loses it (ON DELETE SET NULL) when the copy
-- goes; the dispatcher finds the child's guardian by the address then.
UPDATE "Notice" n SET "studentId" = m."survivorId"
FROM "mig_student_merge" m WHERE n."studentId" = m."studentId";

-- Interventions have no key of their own: all move.
UPDATE "Intervention" i SET "studentId" = m."survivorId"
FROM "mig_student_merge" m WHERE i."studentId" = m."studentId";

-- Issued report cards are records, not relations, but "the child's cards" are found by studentId: they
-- move. The signed content and its live key keep naming the copy they were issued for (the signature
-- covers them); no card issued from now on has those facts, so the live key never meets another.
UPDATE "IssuedReportCard" r SET "studentId" = m."survivorId"
FROM "mig_student_merge" m WHERE r."studentId" = m."studentId";

-- Whatever still names a copy's class (records kept from a child since moved to another class, lesson
-- reports) names the survivor.
UPDATE "Attendance" a SET "classId" = m."survivorId" FROM "mig_class_merge" m WHERE a."classId" = m."classId";
UPDATE "Mark" k SET "classId" = m."survivorId" FROM "mig_class_merge" m WHERE k."classId" = m."classId";
UPDATE "Comment" r SET "classId" = m."survivorId" FROM "mig_class_merge" m WHERE r."classId" = m."classId";

-- The copies go: their children (with the guardians not moved) and then the classes (with their counters).
DELETE FROM "Student" s USING "mig_student_merge" m WHERE s."id" = m."studentId";
DELETE FROM "Class" c USING "mig_class_merge" m WHERE c."id" = m."classId";

-- The survivors' counters, counted again from their records: they equal what the triggers kept, and hold
-- no counter emptied by the moves.
DELETE FROM "AttendanceDaily" d WHERE d."classId" IN (SELECT "survivorId" FROM "mig_class_merge");
INSERT INTO "AttendanceDaily" ("classId", "schoolId", "date", "present", "absent", "late", "excused")
SELECT "classId", "schoolId", "date",
  count(*) FILTER (WHERE "status" = 'present'), count(*) FILTER (WHERE "status" = 'absent'),
  count(*) FILTER (WHERE "status" = 'late'), count(*) FILTER (WHERE "status" = 'excused')
FROM "Attendance" WHERE "classId" IN (SELECT "survivorId" FROM "mig_class_merge")
GROUP BY "classId", "schoolId", "date";

-- 3. Names still shared within a school belong to classes whose children differ. The oldest keeps the
-- name; each other takes "<name> - <subject>" (the old unique key held the subject, so these differ),
-- cut to the 100 characters a class name may have (lib/schools/classes.schema.ts), with " (2)", " (3)", …
-- where even that is taken. The group is listed for the head teacher to merge or rename by hand.
INSERT INTO "ClassMergeReview" ("id", "schoolId", "className", "classIds", "reason")
SELECT 'merge-' || md5(g."schoolId" || '/' || g."className"), g."schoolId", g."className",
  array_agg(g."id" ORDER BY g."createdAt", g."id"),
  CASE WHEN count(DISTINCT g."roster") > 1 THEN 'children differ' ELSE 'a name appears twice in one class' END
FROM "mig_class_group" g JOIN "Class" c ON c."id" = g."id"
GROUP BY g."schoolId", g."className"
HAVING count(*) > 1;

DO $$
DECLARE
  other RECORD;
  base TEXT;
  candidate TEXT;
  n INT;
BEGIN
  FOR other IN
    SELECT ranked."id", ranked."schoolId", ranked."className", s."name" AS "subjectName" FROM (
      SELECT c."id", c."schoolId", c."className", c."subjectId",
        row_number() OVER (PARTITION BY c."schoolId", c."className" ORDER BY c."createdAt", c."id") AS "rank"
      FROM "Class" c
    ) ranked
    JOIN "Subject" s ON s."id" = ranked."subjectId"
    WHERE ranked."rank" > 1
    ORDER BY ranked."schoolId", ranked."className", ranked."rank"
  LOOP
    base := other."className" || ' - ' || other."subjectName";
    candidate := left(base, 100);
    n := 2;
    WHILE EXISTS (SELECT 1 FROM "Class" WHERE "schoolId" = other."schoolId" AND "className" = candidate) LOOP
      candidate := left(base, 100 - length(' (' || n || ')')) || ' (' || n || ')';
      n := n + 1;
    END LOOP;
    UPDATE "Class" SET "className" = candidate, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = other."id";
  END LOOP;
END $$;

DROP TABLE "mig_student_key", "mig_class_group", "mig_class_merge", "mig_student_merge", "mig_profile", "mig_notice_clash";

-- 4. The class no longer has a subject.

-- DropForeignKey
ALTER TABLE "Class" DROP CONSTRAINT "Class_subjectId_fkey";

-- DropIndex
DROP INDEX "Class_schoolId_className_subjectId_key";

-- DropIndex
DROP INDEX "Class_subjectId_idx";

-- AlterTable
ALTER TABLE "Class" DROP COLUMN "subjectId";

-- CreateIndex
CREATE INDEX "ClassSubject_subjectId_idx" ON "ClassSubject"("subjectId");

-- CreateIndex
CREATE INDEX "ClassSubject_schoolId_idx" ON "ClassSubject"("schoolId");

-- CreateIndex
CREATE UNIQUE INDEX "ClassSubject_classId_subjectId_key" ON "ClassSubject"("classId", "subjectId");

-- CreateIndex
CREATE INDEX "ClassSubjectTeacher_userId_idx" ON "ClassSubjectTeacher"("userId");

-- CreateIndex
CREATE INDEX "ClassMergeReview_schoolId_idx" ON "ClassMergeReview"("schoolId");

-- CreateIndex
CREATE UNIQUE INDEX "Class_schoolId_className_key" ON "Class"("schoolId", "className");

-- AddForeignKey
ALTER TABLE "ClassSubject" ADD CONSTRAINT "ClassSubject_classId_fkey" FOREIGN KEY ("classId") REFERENCES "Class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassSubject" ADD CONSTRAINT "ClassSubject_subjectId_fkey" FOREIGN KEY ("subjectId") REFERENCES "Subject"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassSubject" ADD CONSTRAINT "ClassSubject_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassSubjectTeacher" ADD CONSTRAINT "ClassSubjectTeacher_classSubjectId_fkey" FOREIGN KEY ("classSubjectId") REFERENCES "ClassSubject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassSubjectTeacher" ADD CONSTRAINT "ClassSubjectTeacher_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassMergeReview" ADD CONSTRAINT "ClassMergeReview_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;
