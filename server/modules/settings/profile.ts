// The signed-in user's own profile: name and phone number (docs/product/settings.md settings/profile).
import type { z } from 'zod';
import type { ProfileInput } from '@/shared/contracts/auth';
import type { User } from '@/shared/contracts/user';
import type { ServerContext } from '@/server/context';
import { HttpError } from '@/server/lib/http-error';
import { findUserById, toUserDto, updateUser, type UserRow } from '@/server/modules/auth/users';

export function createProfileService(ctx: ServerContext) {
  const { db, clock, tokens } = ctx;

  async function load(userId: string) {
    const row = await findUserById(db, userId);
    if (!row) throw new HttpError(401, 'Please log in to continue.', { code: 'unauthenticated' });
    return row;
  }

  return {
    get: async (userId: string): Promise<User> => toUserDto(await load(userId)),

    /** A new phone number needs verifying again, so changing it clears phone_verified_at (docs/product/settings.md). */
    async update(userId: string, input: z.output<typeof ProfileInput>): Promise<User> {
      const row = await load(userId);
      const changes: Partial<UserRow> = { name: input.name };
      if (input.phone_number !== undefined && input.phone_number !== row.phoneNumber) {
        changes.phoneNumber = input.phone_number;
        changes.phoneVerifiedAt = null;
      }
      const updated = await updateUser(db, userId, changes, clock.now());
      tokens.forgetUser(userId);
      return toUserDto(updated);
    },
  };
}
