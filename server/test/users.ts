// Helpers to get a signed-in user in one line.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { AuthResponseSchema, type AuthResponse } from '@/shared/contracts/auth';
import type { App } from '@/server/app';

export const PASSWORD = 'correct horse battery';

export const uniqueEmail = (prefix = 'farmer') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function registerUser(
  app: App,
  input: { name?: string; email?: string; password?: string; phone_number?: string; user_type?: string } = {},
): Promise<AuthResponse & { token: string; password: string }> {
  const password = input.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: input.name ?? 'Wanjiku Kamau', email: input.email ?? uniqueEmail(), password, ...input },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = AuthResponseSchema.parse(res.json());
  return { ...body, token: body.access_token, password };
}

export async function login(app: App, email: string, password = PASSWORD, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}
