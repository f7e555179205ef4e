// Forgot and reset password (README "accounts"): a 6-digit code by e-mail, then a new password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CodeSentResponseSchema, ForgotPasswordInput, ResetPasswordInput } from '@/shared/contracts/auth';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { createPasswordService } from './passwords-flow';
import { credentialRateLimit, type RouteOptions } from '@/server/lib/route-options';

export const passwordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const passwords = createPasswordService(ctx);
  const limited = credentialRateLimit(ctx);

  app.post(
    '/forgot-password',
    {
      schema: { body: ForgotPasswordInput, response: { 200: CodeSentResponseSchema } },
      config: { ...limited, access: 'public' },
    },
    async (request) => passwords.forgot(request.body.email),
  );

  app.post(
    '/reset-password',
    {
      schema: { body: ResetPasswordInput, response: { 200: MessageResponseSchema } },
      config: { ...limited, access: 'public' },
    },
    async (request) => passwords.reset(request.body),
  );
};
