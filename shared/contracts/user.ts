import { z } from 'zod';

// SPEC §3 User and §6: user_type is compared case-insensitively and defaults to farmer.
export const USER_TYPES = ['superadmin', 'farmer', 'organization', 'individual'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

/** Types a person may choose when registering; superadmins are only created by `npm run admin:create`. */
export const SELF_SERVICE_USER_TYPES = ['farmer', 'organization', 'individual'] as const;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  user_type: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
