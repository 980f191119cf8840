import { defineConfig } from "prisma/config";

// Used by the Prisma CLI only (generate, and migrate deploy on machines that have the engine).
// The app connects through the adapter in lib/db.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
