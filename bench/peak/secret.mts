// Imported first by run.mts: lib/env.ts reads NEXTAUTH_SECRET once, when it is first imported, and the
// bench signs its teacher's token with the secret it starts the app with.
export const SECRET = "bench-secret-bench-secret-bench-secret-0002";
process.env.NEXTAUTH_SECRET = SECRET;
