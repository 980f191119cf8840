-- DropIndex
DROP INDEX "Mark_academicYear_academicTerm_examType_examDate_id_idx";

-- CreateIndex
CREATE INDEX "Mark_academicYear_academicTerm_examDate_id_examType_idx" ON "Mark"("academicYear", "academicTerm", "examDate" DESC, "id", "examType");
