-- CreateTable
CREATE TABLE "GradingScheme" (
    "schoolId" TEXT NOT NULL,
    "beginningWeight" INTEGER NOT NULL DEFAULT 20,
    "midtermWeight" INTEGER NOT NULL DEFAULT 30,
    "endWeight" INTEGER NOT NULL DEFAULT 50,
    "bands" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GradingScheme_pkey" PRIMARY KEY ("schoolId")
);

-- CreateTable
CREATE TABLE "SchoolLogo" (
    "schoolId" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SchoolLogo_pkey" PRIMARY KEY ("schoolId")
);

-- CreateTable
CREATE TABLE "ReportCardRemark" (
    "studentId" TEXT NOT NULL,
    "academicYear" TEXT NOT NULL,
    "academicTerm" "AcademicTerm" NOT NULL,
    "remark" TEXT NOT NULL,
    "authorId" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportCardRemark_pkey" PRIMARY KEY ("studentId","academicYear","academicTerm")
);

-- AddForeignKey
ALTER TABLE "GradingScheme" ADD CONSTRAINT "GradingScheme_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SchoolLogo" ADD CONSTRAINT "SchoolLogo_schoolId_fkey" FOREIGN KEY ("schoolId") REFERENCES "School"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportCardRemark" ADD CONSTRAINT "ReportCardRemark_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;
