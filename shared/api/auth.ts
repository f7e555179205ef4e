// Authentication and account fetchers (docs/product/accounts.md Authentication): each sends what its contract allows and parses
// the answer with the contract, so a surface only ever sees typed data.
import { z } from 'zod';
import {
  AuthResponseSchema,
  CaptchaInput,
  ChangePasswordInput,
  CodeSentResponseSchema,
  ForgotPasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyCodeInput,
  type AuthResponse,
  type CodeSentResponse,
} from '@/shared/contracts/auth';
import { UserSchema, type User } from '@/shared/contracts/user';
import type { ApiClient } from './client';
import { validInput } from './input';

/** `{ user }` as our server answers, or a bare user as other backends do (docs/architecture.md "The API": be tolerant). */
const UserAnswer = z.union([z.object({ user: UserSchema }).transform((b) => b.user), UserSchema]);

/** Answers of verify/forgot/reset/captcha: the message matters; a verify may also return the updated user. */
export const ActionResponseSchema = z.object({
  success: z.boolean().default(true),
  message: z.string().default(''),
  user: UserSchema.optional(),
});
export type ActionResponse = z.infer<typeof ActionResponseSchema>;

const NoContent = z.unknown().transform(() => undefined);
const TokenAnswer = z.object({ access_token: z.string().min(1) });

export const login = async (api: ApiClient, input: LoginInput): Promise<AuthResponse> =>
  api.post('/api/auth/login', validInput(LoginInput, input), { schema: AuthResponseSchema });

export const register = async (api: ApiClient, input: RegisterInput): Promise<AuthResponse> =>
  api.post('/api/auth/register', validInput(RegisterInput, input), { schema: AuthResponseSchema });

/** The surface clears the session whether or not this succeeds (docs/product/accounts.md). */
export const logout = async (api: ApiClient): Promise<void> =>
  api.post('/api/auth/logout', undefined, { schema: NoContent });

/** Revokes every token of the user, this one included. */
export const logoutAll = async (api: ApiClient): Promise<void> =>
  api.post('/api/auth/logout-all', undefined, { schema: NoContent });

export const getMe = async (api: ApiClient): Promise<User> => api.get('/api/auth/me', { schema: UserAnswer });

export const sendEmailVerification = async (api: ApiClient): Promise<CodeSentResponse> =>
  api.post('/api/auth/send-email-verification', undefined, { schema: CodeSentResponseSchema });

export const sendSmsVerification = async (api: ApiClient): Promise<CodeSentResponse> =>
  api.post('/api/auth/send-sms-verification', undefined, { schema: CodeSentResponseSchema });

/** docs/product/accounts.md: after success the surface re-fetches the current user (getMe). */
export const verifyEmail = async (api: ApiClient, code: string): Promise<ActionResponse> =>
  api.post('/api/auth/verify-email', validInput(VerifyCodeInput, { code }), { schema: ActionResponseSchema });

export const verifySms = async (api: ApiClient, code: string): Promise<ActionResponse> =>
  api.post('/api/auth/verify-sms', validInput(VerifyCodeInput, { code }), { schema: ActionResponseSchema });

export const verifyCaptcha = async (api: ApiClient, token: string): Promise<ActionResponse> =>
  api.post('/api/auth/verify-captcha', validInput(CaptchaInput, { token }), { schema: ActionResponseSchema });

export const forgotPassword = async (api: ApiClient, email: string): Promise<ActionResponse> =>
  api.post('/api/auth/forgot-password', validInput(ForgotPasswordInput, { email }), {
    schema: ActionResponseSchema,
  });

export const resetPassword = async (
  api: ApiClient,
  input: z.input<typeof ResetPasswordInput>,
): Promise<ActionResponse> =>
  api.post('/api/auth/reset-password', validInput(ResetPasswordInput, input), {
    schema: ActionResponseSchema,
  });

/** Changing the password revokes the other tokens; the answer's access_token replaces ours (client.ts). */
export const changePassword = async (
  api: ApiClient,
  input: z.input<typeof ChangePasswordInput>,
): Promise<{ access_token: string }> =>
  api.put('/api/user/password', validInput(ChangePasswordInput, input), { schema: TokenAnswer });

export const getProfile = async (api: ApiClient): Promise<User> =>
  api.get('/api/user/profile', { schema: UserAnswer });

export const updateProfile = async (api: ApiClient, input: ProfileInput): Promise<User> =>
  api.put('/api/user/profile', validInput(ProfileInput, input), { schema: UserAnswer });
