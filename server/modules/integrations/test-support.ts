// Local fakes that speak the SMS providers' real HTTP APIs (paths, auth, form bodies, answer and failure shapes),
// for the tests of the real clients in front of them. Not a test file itself.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export interface ReceivedSms {
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export interface FakeAfricasTalking extends FakeServer {
  received: ReceivedSms[];
}

/**
 * Africa's Talking's POST /version1/messaging: 401 with a sentence for a wrong apiKey or username; per recipient
 * 101 Success, 403 InvalidPhoneNumber (not +<digits>) or 406 UserInBlacklist (numbers in `blacklist`).
 */
export async function startFakeAfricasTalking(options: {
  username: string;
  apiKey: string;
  blacklist?: string[];
}): Promise<FakeAfricasTalking> {
  const received: ReceivedSms[] = [];
  let next = 1;
  const server = await listen((req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/version1/messaging')
      return json(res, 404, { error: 'Not Found' });
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push({ headers: req.headers, form });
    if (req.headers.apikey !== options.apiKey || form.username !== options.username) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      return res.end('The supplied authentication is invalid');
    }
    const number = form.to ?? '';
    const recipient = !/^\+\d{10,15}$/.test(number)
      ? { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }
      : options.blacklist?.includes(number)
        ? { statusCode: 406, number, status: 'UserInBlacklist', cost: '0', messageId: 'None' }
        : {
            statusCode: 101,
            number,
            status: 'Success',
            cost: 'KES 0.8000',
            messageId: `ATXid_${String(next++).padStart(8, '0')}`,
          };
    json(res, 201, {
      SMSMessageData: {
        Message:
          recipient.statusCode === 101 ? 'Sent to 1/1 Total Cost: KES 0.8000' : 'Sent to 0/1 Total Cost: 0',
        Recipients: [recipient],
      },
    });
  });
  return { ...server, received };
}

export interface FakeTwilio extends FakeServer {
  received: ReceivedSms[];
}

/**
 * Twilio's POST /2010-04-01/Accounts/{sid}/Messages.json: 401 code 20003 for a wrong SID or token, 400 code 21211
 * for an invalid To, else 201 with the message's sid and status "queued".
 */
export async function startFakeTwilio(options: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const received: ReceivedSms[] = [];
  const server = await listen((req, body, res) => {
    const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
    const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    const form = Object.fromEntries(new URLSearchParams(body));
    received.push({ headers: req.headers, form });
    if (req.headers.authorization !== expected) {
      return json(res, 401, {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    if (req.method !== 'POST' || req.url !== path) {
      return json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    // +15005550001 is Twilio's own test number for "invalid To".
    if (!/^\+\d{8,15}$/.test(form.To ?? '') || form.To === '+15005550001') {
      return json(res, 400, {
        code: 21211,
        message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    }
    json(res, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: options.accountSid,
      to: form.To,
      from: form.From,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
      error_code: null,
      error_message: null,
    });
  });
  return { ...server, received };
}

/** Open-Meteo's GET /v1/forecast with a fixed daily forecast. */
export async function startFakeOpenMeteo(): Promise<FakeServer & { queries: URLSearchParams[] }> {
  const queries: URLSearchParams[] = [];
  const server = await listen((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') return json(res, 404, { error: true, reason: 'Not Found' });
    queries.push(url.searchParams);
    json(res, 200, {
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
      daily: {
        time: ['2026-11-25', '2026-11-26', '2026-11-27'],
        temperature_2m_min: [14.2, 13.9, 14.5],
        temperature_2m_max: [25.1, 24.3, 26],
        precipitation_sum: [0, 3.2, 0],
        wind_speed_10m_max: [12.1, 10, 9.4],
      },
    });
  });
  return { ...server, queries };
}

/**
 * Google's OAuth token endpoint (POST /token, JWT bearer grant) and FCM v1 (POST
 * /v1/projects/{id}/messages:send): the assertion's signature is checked with the service account's public key.
 */
export async function startFakeGoogle(options: {
  projectId: string;
  clientEmail: string;
  publicKey: string;
}): Promise<FakeServer & { sends: unknown[] }> {
  const { createVerify } = await import('node:crypto');
  const sends: unknown[] = [];
  const server = await listen((req, body, res) => {
    if (req.method === 'POST' && req.url === '/token') {
      const form = Object.fromEntries(new URLSearchParams(body));
      const [header, claims, signature] = (form.assertion ?? '').split('.');
      const valid =
        form.grant_type === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        header &&
        claims &&
        signature &&
        createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(options.publicKey, signature, 'base64url') &&
        (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { iss?: string }).iss ===
          options.clientEmail;
      if (!valid)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      return json(res, 200, {
        access_token: 'ya29.fake-access-token',
        expires_in: 3599,
        token_type: 'Bearer',
      });
    }
    if (req.method === 'POST' && req.url === `/v1/projects/${options.projectId}/messages:send`) {
      if (req.headers.authorization !== 'Bearer ya29.fake-access-token') {
        return json(res, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        });
      }
      sends.push(JSON.parse(body));
      return json(res, 200, { name: `projects/${options.projectId}/messages/fake_message_id` });
    }
    json(res, 404, {
      error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
    });
  });
  return { ...server, sends };
}
