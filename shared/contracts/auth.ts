import { z } from 'zod';
import { SELF_SERVICE_USER_TYPES, UserSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address, like name@farm.co.ke.');
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`)
  .max(200, 'Use at most 200 characters for the password.');
const PHONE_MESSAGE = 'Enter the phone number with its country code, like +254712345678.';
// E.164-ish: a leading + and 8–15 digits, spaces and dashes allowed while typing.
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_MESSAGE));
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent you.`);

export const LoginInput = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters for the name.'),
  email,
  password,
  // A union's own message: otherwise a number or true here would answer zod's bare "Invalid input".
  phone_number: z
    .union([phone, z.literal('').transform(() => undefined)], { error: PHONE_MESSAGE })
    .optional(),
  user_type: z
    .enum(SELF_SERVICE_USER_TYPES, { error: 'Choose farmer, organization or individual.' })
    .default('farmer'),
  captcha_token: z.string().optional(),
});
export type RegisterInput = z.input<typeof RegisterInput>;

export const AuthResponseSchema = z.object({ access_token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ user: UserSchema });

export const VerifyCodeInput = z.object({ code });
export const CaptchaInput = z.object({ token: z.string().min(1, 'The captcha token is missing.') });

export const ForgotPasswordInput = z.object({ email });
export const ResetPasswordInput = z.object({ email, code, password });
export const ChangePasswordInput = z.object({
  current_password: z.string().min(1, 'Enter your current password.'),
  password,
});

export const ProfileInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Use at most 120 characters for the name.'),
  phone_number: z
    .union([phone, z.literal('').transform(() => null), z.null()], { error: PHONE_MESSAGE })
    .optional(),
});
export type ProfileInput = z.input<typeof ProfileInput>;

/** Answer of the send-code calls: when the next send is allowed, so the UI can show a cooldown. */
export const CodeSentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  retry_after_seconds: z.number().int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponseSchema>;

/** Answer of verify-email and verify-sms: the updated user, so the UI can move on before re-fetching /me. */
export const VerifiedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: UserSchema,
});
export type VerifiedResponse = z.infer<typeof VerifiedResponseSchema>;

/**
 * Answer of PUT /api/user/password: every other session is signed out and this one gets a fresh token, which
 * replaces the stored one (docs/product/accounts.md: any response containing access_token replaces the stored token).
 */
export const PasswordChangedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  access_token: z.string(),
});
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponseSchema>;
