// Accounts: lookup, creation and the public shape of a user (UserSchema, docs/product/accounts.md User).
import { and, eq } from 'drizzle-orm';
import type { User, UserType } from '@/shared/contracts/user';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { fieldError, isUniqueViolation } from '@/server/lib/http-error';

export type UserRow = typeof users.$inferSelect;

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this e-mail already exists.';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserDto(row: Pick<UserRow, keyof typeof publicColumns>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    email_verified_at: iso(row.emailVerifiedAt),
    phone_verified_at: iso(row.phoneVerifiedAt),
    user_type: row.userType,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns a user's public shape needs: selected by the token lookup so /me needs no second query. */
export const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  userType: users.userType,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  phoneNumber?: string | null;
  passwordHash: string;
  userType: UserType;
  emailVerifiedAt?: Date | null;
  now: Date;
}

/** Inserts the account; a taken e-mail (also when two registrations race) is a 422 on the email field. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber ?? null,
        passwordHash: input.passwordHash,
        userType: input.userType,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', DUPLICATE_EMAIL_MESSAGE, 'email_taken');
    throw error;
  }
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<UserRow>,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/**
 * Swaps a password hash for a new one of the same password (a cost upgrade at sign-in), unless the password was
 * changed meanwhile. The account itself did not change, so updated_at stays.
 */
export async function replacePasswordHash(db: Database, id: string, from: string, to: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: to })
    .where(and(eq(users.id, id), eq(users.passwordHash, from)));
}
