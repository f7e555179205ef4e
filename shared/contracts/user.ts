import { z } from 'zod';

import { USER_TYPES } from './user-types';

export { SELF_SERVICE_USER_TYPES, USER_TYPES, type UserType } from './user-types';
export const UserTypeSchema = z.enum(USER_TYPES);

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
