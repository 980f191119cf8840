import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret, env, secureCookies } from "@/lib/env";
import { verifyCredentials } from "@/lib/auth/credentials";
import { claimsFor, SESSION_COOKIE, type SessionClaims } from "@/lib/auth/token";

/**
 * next-auth, mounted at /api/nextauth (its default /api/auth would collide with the REST sign-in).
 * Sessions are JWTs with the same claims as the Bearer token (lib/auth/token.ts).
 */
export const authOptions = (): NextAuthOptions => ({
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/signin" },
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies },
    },
  },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        if (!credentials?.username || !credentials.password) throw new Error("Username and password are required");
        const forwarded = request?.headers?.["x-forwarded-for"];
        const address = (typeof forwarded === "string" ? forwarded.split(",").pop()?.trim() : undefined) ?? "unknown";
        try {
          const actor = await verifyCredentials(credentials.username, credentials.password, address);
          return { id: actor.id, name: actor.username, email: actor.email, role: actor.role };
        } catch (error) {
          throw new Error(error instanceof Error ? error.message : "Login failed. Please try again.");
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const role = (user as { role?: SessionClaims["role"] }).role ?? "teacher";
        return { ...token, ...claimsFor({ id: user.id, username: user.name ?? "", email: user.email ?? "", role }) };
      }
      return token;
    },
    session({ session, token }) {
      const claims = token as SessionClaims;
      return { ...session, user: { id: claims.sub, name: claims.name, email: claims.email, role: claims.role } };
    },
  },
});
