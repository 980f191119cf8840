-- CreateIndex
CREATE INDEX "Mark_academicYear_examDate_id_idx" ON "Mark"("academicYear", "examDate" DESC, "id");

-- CreateIndex
CREATE INDEX "Mark_academicYear_academicTerm_examType_examDate_id_idx" ON "Mark"("academicYear", "academicTerm", "examType", "examDate" DESC, "id");
