// Accounts for browser tests: created through the real API, codes read from the server's outbox log line.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { AuthResponseSchema, type AuthResponse } from '../../../shared/contracts/auth';

export function uniqueEmail(prefix = 'farmer') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function registerByApi(input: {
  name?: string;
  email?: string;
  password?: string;
  user_type?: 'farmer' | 'organization' | 'individual';
}): Promise<AuthResponse & { password: string }> {
  const password = input.password ?? 'correct horse battery';
  const res = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: input.name ?? 'Wanjiku Test',
      email: input.email ?? uniqueEmail(),
      password,
      user_type: input.user_type ?? 'farmer',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { ...AuthResponseSchema.parse(await res.json()), password };
}

type OutboxLine = { outbox?: boolean; channel?: string; to?: string; subject?: string; body?: string };

/** The newest outbox message to `to`, waiting up to `timeoutMs` for it to be logged. */
export async function latestOutboxCode(to: string, channel: 'email' | 'sms' = 'email', timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(inject('serverLogFile'), 'utf8').split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes('"outbox"')) continue;
      const entry = JSON.parse(line) as OutboxLine;
      if (entry.outbox === true && entry.channel === channel && entry.to === to) {
        const code = entry.body?.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${channel} outbox message with a code to ${to} within ${timeoutMs} ms`);
}
