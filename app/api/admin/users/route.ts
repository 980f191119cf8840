import { route } from "@/lib/http/route";
import { searchUsers } from "@/lib/people/user-admin";
import { userListQuery } from "@/lib/people/people.schema";

// GET /api/admin/users?search=&role=&status=&schoolId=&page=&limit= — users, newest first: one page with `page`
// or `limit`, else every match up to LIST_CAP; the total in X-Total-Count either way
export const GET = route({ role: "admin", query: userListQuery }, async ({ query }) => {
  const { total, users } = await searchUsers(query);
  return Response.json(users, { headers: { "X-Total-Count": String(total) } });
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
