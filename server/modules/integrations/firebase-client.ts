// Firebase Cloud Messaging's HTTP v1 API as the push test uses it (docs/product/integrations.md "Push"): an OAuth
// access token from the service account (a signed JWT exchanged at Google's token address), then a validate_only
// send, which checks the project and the credentials without reaching any phone.
import { createSign } from 'node:crypto';
import { DEFAULT_BASE_URLS } from '@/shared/contracts/integrations';
import type { ActiveIntegration } from './integration-store';

export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FirebaseSettings {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  baseUrl: string;
  tokenUri: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function firebaseSettings({
  config,
  secrets,
}: Pick<ActiveIntegration, 'config' | 'secrets'>): FirebaseSettings {
  return {
    projectId: text(config.project_id),
    clientEmail: text(config.client_email),
    // Pasted from the service account JSON, the key's line breaks may arrive as the two characters "\n".
    privateKey: (secrets.private_key ?? '').replace(/\\n/g, '\n'),
    baseUrl: (text(config.base_url) || DEFAULT_BASE_URLS.firebase).replace(/\/+$/, ''),
    tokenUri: text(config.token_uri) || GOOGLE_TOKEN_URI,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The service account's signed assertion (RFC 7523), valid for an hour. */
export function serviceAccountAssertion(settings: FirebaseSettings, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.clientEmail,
      scope: SCOPE,
      aud: settings.tokenUri,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  let signature: string;
  try {
    signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(settings.privateKey, 'base64url');
  } catch {
    throw new Error('The private key could not be read: paste the private_key of the service account JSON.');
  }
  return `${header}.${claims}.${signature}`;
}

async function call(url: string, init: RequestInit, who: string): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new Error(`${who} could not be reached (${(error as Error).message}).`);
  }
  const raw = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    body = raw;
  }
  return { status: response.status, body };
}

export async function googleAccessToken(
  settings: FirebaseSettings,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const form = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    assertion: serviceAccountAssertion(settings, nowSeconds),
  });
  const { status, body } = await call(
    settings.tokenUri,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    },
    "Google's token service",
  );
  const answer = (body ?? {}) as { access_token?: string; error?: string; error_description?: string };
  if (status !== 200 || !answer.access_token) {
    const words = [answer.error, answer.error_description].filter(Boolean).join(': ') || `HTTP ${status}`;
    throw new Error(`Google refused the service account (${words}).`);
  }
  return answer.access_token;
}

/** A validate_only send to a test topic; resolves with the message name FCM gives back. */
export async function validateFcmSend(settings: FirebaseSettings): Promise<string> {
  const token = await googleAccessToken(settings);
  const { status, body } = await call(
    `${settings.baseUrl}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        validate_only: true,
        message: { topic: 'shamba-test', notification: { title: 'Shamba', body: 'Test' } },
      }),
    },
    'Firebase Cloud Messaging',
  );
  const answer = (body ?? {}) as { name?: string; error?: { message?: string; status?: string } };
  if (status !== 200 || !answer.name) {
    const words =
      [answer.error?.status, answer.error?.message].filter(Boolean).join(': ') || `HTTP ${status}`;
    throw new Error(`Firebase Cloud Messaging refused (${words}).`);
  }
  return answer.name;
}
