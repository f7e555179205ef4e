// docs/product/accounts.md Verification after sign-in: e-mail and SMS codes for the signed-in user, and the captcha check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaInput,
  CodeSentResponseSchema,
  VerifiedResponseSchema,
  VerifyCodeInput,
} from '@/shared/contracts/auth';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { fieldError } from '@/server/lib/http-error';
import { currentUser } from '@/server/plugins/auth';
import { createVerificationService } from './verification';
import { credentialRateLimit, type RouteOptions } from '@/server/lib/route-options';

export const verificationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const verification = createVerificationService(ctx);
  const signedIn = { onRequest: app.requireUser, config: { access: 'account' as const } };
  const sent = { response: { 200: CodeSentResponseSchema } };
  const verified = { body: VerifyCodeInput, response: { 200: VerifiedResponseSchema } };

  app.post('/send-email-verification', { ...signedIn, schema: sent }, async (request) =>
    verification.sendEmailCode(currentUser(request)),
  );

  app.post('/verify-email', { ...signedIn, schema: verified }, async (request) => ({
    success: true,
    message: 'Your e-mail address is verified.',
    user: await verification.verifyEmail(currentUser(request), request.body.code),
  }));

  app.post('/send-sms-verification', { ...signedIn, schema: sent }, async (request) =>
    verification.sendSmsCode(currentUser(request)),
  );

  app.post('/verify-sms', { ...signedIn, schema: verified }, async (request) => ({
    success: true,
    message: 'Your phone number is verified.',
    user: await verification.verifySms(currentUser(request), request.body.code),
  }));

  app.post(
    '/verify-captcha',
    {
      schema: { body: CaptchaInput, response: { 200: MessageResponseSchema } },
      config: { ...credentialRateLimit(ctx), access: 'public' },
    },
    async (request) => {
      if (!(await ctx.captcha.verify(request.body.token, request.ip))) {
        throw fieldError('token', 'The captcha check failed. Please try again.', 'captcha_failed');
      }
      return { success: true, message: 'Captcha passed.' };
    },
  );
};
