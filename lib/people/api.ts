import { schoolParams } from "@/lib/validation/common";
import { route } from "@/lib/http/route";
import { buildAdoption } from "@/lib/people/adoption";
import { adoptionQuery } from "@/lib/tracking/tracking.schema";
import { listAudit } from "@/lib/people/audit";
import {
  addMemberSchema,
  forgotPasswordSchema,
  joinSchoolSchema,
  joinSettingsSchema,
  memberParams,
  pageQuery,
  schoolLookupQuery,
  updateUserSchema,
  userListQuery,
} from "@/lib/people/people.schema";
import { endSessionsOf, getUserDetail, resetPassword, searchUsers, updateUser } from "@/lib/people/user-admin";
import { idParams } from "@/lib/validation/common";
import { changePassword, createUser, toUserJson } from "@/lib/people/users";
import { changePasswordSchema, createAdminSchema, signInSchema, signUpSchema } from "@/lib/people/auth.schema";
import { callerOf, clientAddress } from "@/lib/http/client-address";
import { whoResetsPassword } from "@/lib/people/forgot-password";
import { deviceCookieHeader } from "@/lib/auth/device-cookie";
import { sessionCookie } from "@/lib/auth/tokens";
import { signIn } from "@/lib/people/sign-in";
import { env } from "@/lib/env";
import { startSession } from "@/lib/auth/sessions";
import { consumeQuota } from "@/lib/platform/rate-limit";
import { getJoinCode, joinSchool, renewJoinCode, setJoinApproval } from "@/lib/people/school-join";
import {
  addMember,
  approveRequest,
  listJoinRequests,
  listMembers,
  removeMemberOrRequest,
} from "@/lib/people/school-members";
import { findSameSchool } from "@/lib/people/same-school";
import { NextResponse } from "next/server";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { savePreferences } from "@/lib/people/preferences";
import { preferencesSchema } from "@/lib/people/preferences.schema";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The people feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const peopleApi = {
  "/api/admin/adoption": {
    // GET /api/admin/adoption — per school and per teacher for a period: sign-ins, reports, attendance days, last seen
    GET: route({ role: "admin", query: adoptionQuery }, async ({ actor, query }) => buildAdoption(actor, query)),
  },
  "/api/admin/audit": {
    // GET /api/admin/audit?page=&limit= — who changed which user or membership, when, before → after; newest first
    GET: route({ role: "admin", query: pageQuery }, async ({ query }) => {
      const { total, entries } = await listAudit(query);
      return Response.json(entries, { headers: { "X-Total-Count": String(total) } });
    }),
  },
  "/api/admin/users": {
    // GET /api/admin/users?search=&role=&status=&schoolId=&page=&limit= — users, newest first: one page with `page`
    // or `limit`, else every match up to LIST_CAP; the total in X-Total-Count either way
    GET: route({ role: "admin", query: userListQuery }, async ({ query }) => {
      const { total, users } = await searchUsers(query);
      return Response.json(users, { headers: { "X-Total-Count": String(total) } });
    }),
  },
  "/api/admin/users/[id]": {
    // GET /api/admin/users/{id} — one user: schools (active and pending), last sign-in, counts of what they filed
    GET: route({ role: "admin", params: idParams }, async ({ params }) => getUserDetail(params.id)),
    // PATCH /api/admin/users/{id} — change role and/or active (never the last active admin; deactivating ends sessions)
    PATCH: route({ role: "admin", params: idParams, body: updateUserSchema }, async ({ actor, params, body }) =>
      updateUser(actor, params.id, body),
    ),
  },
  "/api/admin/users/[id]/end-sessions": {
    // POST /api/admin/users/{id}/end-sessions — sign a user out everywhere (every Bearer token and cookie)
    POST: route({ role: "admin", params: idParams }, async ({ actor, params }) => {
      const { endedSessions } = await endSessionsOf(actor, params.id);
      return { message: endedSessions === 1 ? "Ended 1 session" : `Ended ${endedSessions} sessions`, endedSessions };
    }),
  },
  "/api/admin/users/[id]/reset-password": {
    // POST /api/admin/users/{id}/reset-password — a one-time temporary password, shown once; the user must change it
    POST: route({ role: "admin", params: idParams }, async ({ actor, params }) => {
      const { temporaryPassword } = await resetPassword(actor, params.id);
      return {
        message: "Temporary password set. Give it to the user: they must choose a new one when they sign in.",
        temporaryPassword,
      };
    }),
  },
  "/api/auth/change-password": {
    // PUT /api/auth/change-password — check the current password, set a new one, end the user's other sessions
    PUT: route({ role: "signed-in", body: changePasswordSchema }, async ({ actor, sessionId, body }) => {
      const { endedSessions } = await changePassword(actor, sessionId!, body);
      return { message: "Password changed successfully!", endedSessions };
    }),
  },
  "/api/auth/create-admin": {
    // POST /api/auth/create-admin — an admin creates another admin account
    POST: route({ role: "admin", body: createAdminSchema, status: 201 }, async ({ body, tx }) => {
      const user = await createUser(
        { username: body.username, email: body.email, password: body.password, role: "admin" },
        tx,
      );
      return { message: "Admin user created successfully!", user: toUserJson(user) };
    }),
  },
  "/api/auth/forgot-password": {
    // POST /api/auth/forgot-password { username } — who can reset it (no e-mail); the same answer for unknown usernames
    POST: route({ role: "public", body: forgotPasswordSchema }, async ({ body, request }) =>
      whoResetsPassword(body.username, clientAddress(request)),
    ),
  },
  "/api/auth/signin": {
    // POST /api/auth/signin — check credentials (throttled), start a session: Bearer token in the body, cookie for the
    // screens, and the device cookie (lib/auth/device-cookie.ts)
    POST: route({ role: "public", body: signInSchema }, async ({ body, request }) => {
      const { user, session, deviceCookie } = await signIn(body, callerOf(request));
      // The session's cookie for the screens, and the device cookie: this device now knows this account.
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(session.cookie, session.maxAgeSeconds));
      headers.append("Set-Cookie", deviceCookieHeader(deviceCookie));
      return Response.json(
        {
          token: session.bearer,
          user: toUserJson(user),
          ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
        },
        { headers },
      );
    }),
  },
  "/api/auth/signup": {
    // POST /api/auth/signup — create a teacher or mentor account (the role chosen on the form; limited per address) and sign it in
    POST: route({ role: "public", body: signUpSchema }, async ({ body, request }) => {
      await consumeQuota(
        `signup:ip:${clientAddress(request)}`,
        env.SIGNUP_MAX_PER_ADDRESS,
        env.SIGNUP_WINDOW_SECONDS,
        "signup-throttled",
      );
      const user = await createUser(body);
      const session = await startSession(user);
      return Response.json(
        { token: session.bearer, user: toUserJson(user) },
        { status: 201, headers: { "Set-Cookie": sessionCookie(session.cookie, session.maxAgeSeconds) } },
      );
    }),
  },
  "/api/schools/[id]/join-code": {
    // GET /api/schools/{id}/join-code — the school's join code and whether joining needs approval (admins and members)
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => getJoinCode(actor, params.id)),
    // POST /api/schools/{id}/join-code — renew the code; the old one stops working (admins and the school's teachers)
    POST: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) =>
      renewJoinCode(actor, params.id),
    ),
    // PATCH /api/schools/{id}/join-code { needsApproval } — whether the code joins at once (admins and the school's teachers)
    PATCH: route(
      { role: "signed-in", params: schoolParams, body: joinSettingsSchema },
      async ({ actor, params, body }) => setJoinApproval(actor, params.id, body.needsApproval),
    ),
  },
  "/api/schools/[id]/members": {
    // GET /api/schools/{id}/members — the school's members and pending requests (admins and members)
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => listMembers(actor, params.id)),
    // POST /api/schools/{id}/members { userId } — an admin adds a user to the school directly
    POST: route(
      { role: "admin", params: schoolParams, body: addMemberSchema, status: 201 },
      async ({ actor, params, body, tx }) => addMember(actor, params.id, body.userId, tx),
    ),
  },
  "/api/schools/[id]/members/[userId]": {
    // DELETE /api/schools/{id}/members/{userId} — reject a pending request (the school's teachers, admins) or remove a member (admins)
    DELETE: route({ role: "signed-in", params: memberParams }, async ({ actor, params }) =>
      removeMemberOrRequest(actor, params.id, params.userId),
    ),
  },
  "/api/schools/[id]/members/[userId]/approve": {
    // POST /api/schools/{id}/members/{userId}/approve — approve a pending request (the school's teachers, admins)
    POST: route({ role: "signed-in", params: memberParams }, async ({ actor, params }) =>
      approveRequest(actor, params.id, params.userId),
    ),
  },
  "/api/schools/join": {
    // POST /api/schools/join { code } or { schoolId } — ask to join: the membership, `status` "active" or "pending" (throttled)
    POST: route({ role: "signed-in", body: joinSchoolSchema }, async ({ actor, body, tx }) =>
      joinSchool(actor, body, tx),
    ),
  },
  "/api/schools/join-requests": {
    // GET /api/schools/join-requests — pending requests the caller may approve (admins: every school; teachers: their schools)
    GET: route({ role: "signed-in" }, async ({ actor }) => listJoinRequests(actor)),
  },
  "/api/schools/lookup": {
    // GET /api/schools/lookup?name=&district= — the school with this name and district, if one exists: { school: { _id, name, district } | null }
    GET: route({ role: "signed-in", query: schoolLookupQuery }, async ({ actor, query }) => ({
      school: await findSameSchool(actor, query.name, query.district),
    })),
  },
  "/api/users/me/preferences": {
    // PUT /api/users/me/preferences — the caller's screen language, saved on the user (and on this browser)
    PUT: route({ role: "signed-in", body: preferencesSchema }, async ({ actor, body }) => {
      const saved = await savePreferences(actor, body);
      const response = NextResponse.json(saved);
      response.headers.append("Set-Cookie", localeCookie(saved.locale));
      return response;
    }),
  },
} satisfies ApiRoutes;
