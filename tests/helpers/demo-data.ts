import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations } from "@/lib/migrations/runner";
import { seedDemoData } from "@/prisma/seed";

/** A school name with every character that trips a dump or a load up (quotes, tab, backslash, new lines, non-Latin). */
export const ODD_SCHOOL_NAME = 'O\'Brien\t"Académie"\\ du Nord\nsecond line\r ✓ — 学校';

/**
 * Migrates the database at `url` and fills it with the demo data plus the odd school, made the admin's
 * primary school (School.createdBy → User and User.primarySchool → School form a cycle: a copy must load
 * it by an UPDATE after both rows).
 */
export async function fillWithDemoData(url: string): Promise<void> {
  await applyMigrations(url, { log: () => undefined });
  const db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 1 }),
    omit: { user: { passwordHash: true } },
  });
  try {
    await seedDemoData(db);
    const admin = await db.user.findFirstOrThrow({ where: { username: "admin" } });
    const school = await db.school.create({
      data: { name: ODD_SCHOOL_NAME, description: null, address: "", createdById: admin.id, establishedYear: 1999 },
    });
    await db.user.update({ where: { id: admin.id }, data: { primarySchoolId: school.id } });
  } finally {
    await db.$disconnect();
  }
}
