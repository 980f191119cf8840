import { db } from "@/lib/db";
import { ApiError } from "@/lib/http/api-error";
import { hashPassword } from "@/lib/auth/password";
import type { Actor } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";

export interface UserJson {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt?: string;
}

export const toUserJson = (user: Actor & { createdAt?: Date }): UserJson => ({
  _id: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  ...(user.createdAt ? { createdAt: user.createdAt.toISOString() } : {}),
});

/** Creates a user after a case-insensitive uniqueness check (409 names what is taken). */
export async function createUser(input: { username: string; email: string; password: string; role: Role }): Promise<Actor> {
  const taken = await db.user.findFirst({
    where: {
      OR: [
        { username: { equals: input.username, mode: "insensitive" } },
        { email: { equals: input.email, mode: "insensitive" } },
      ],
    },
    select: { username: true },
  });
  if (taken) {
    const what = taken.username.toLowerCase() === input.username.toLowerCase() ? "username" : "email";
    throw new ApiError(409, `This ${what} is already taken`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.user.create({
    data: { username: input.username, email: input.email.toLowerCase(), passwordHash, role: input.role },
    select: { id: true, username: true, email: true, role: true },
  });
}

export async function listUsers(): Promise<UserJson[]> {
  const users = await db.user.findMany({
    orderBy: { createdAt: "desc" },
    select: { id: true, username: true, email: true, role: true, createdAt: true },
  });
  return users.map(toUserJson);
}
