-- CreateIndex
CREATE INDEX "Mark_examType_examDate_id_idx" ON "Mark"("examType", "examDate" DESC, "id");

-- CreateIndex
CREATE INDEX "Mark_academicTerm_examDate_id_idx" ON "Mark"("academicTerm", "examDate" DESC, "id");
