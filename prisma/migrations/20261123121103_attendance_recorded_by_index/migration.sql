-- CreateIndex
CREATE INDEX "Attendance_recordedById_date_idx" ON "Attendance"("recordedById", "date");
