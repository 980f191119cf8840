import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth-options";

type Handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

let handler: Handler | undefined;
// Built on first use so `next build` needs no secret.
const nextAuth: Handler = (request, context) => (handler ??= NextAuth(authOptions()) as Handler)(request, context);

// GET|POST /api/nextauth/* — next-auth's own endpoints (session, csrf, credentials callback, signout)
export { nextAuth as GET, nextAuth as POST };
