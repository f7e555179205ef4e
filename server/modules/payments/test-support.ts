// Local stand-ins for Safaricom's Daraja and Stripe, speaking their HTTP APIs (paths, auth headers, JSON or form
// bodies, answer shapes and refusals), so the real clients run against them in tests and in the browser suite.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { darajaTimestamp } from './mpesa';
import { stripeSignature } from './stripe';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server: Server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface DarajaCredentials {
  consumer_key: string;
  consumer_secret: string;
  passkey: string;
  shortcode: string;
}

export interface StkPush {
  body: Record<string, unknown>;
  checkoutRequestId: string;
  merchantRequestId: string;
}

/** Daraja: OAuth, STK push, and the callback it would send to CallBackURL once the customer answers. */
export async function startFakeDaraja(
  credentials: DarajaCredentials,
  options: { rejectPhones?: string[] } = {},
) {
  const tokens = new Set<string>();
  const pushes: StkPush[] = [];
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = Buffer.from(`${credentials.consumer_key}:${credentials.consumer_secret}`).toString(
        'base64',
      );
      if (url.searchParams.get('grant_type') !== 'client_credentials') {
        return send(res, 400, { errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
      }
      if (req.headers.authorization !== `Basic ${expected}`) {
        return send(res, 400, { resultCode: '999991', resultDesc: 'Invalid client id passed' });
      }
      const token = randomBytes(12).toString('base64url');
      tokens.add(token);
      return send(res, 200, { access_token: token, expires_in: '3599' });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const requestId = randomBytes(6).toString('hex');
      if (!tokens.has(token)) {
        return send(res, 401, { requestId, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      }
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      const timestamp = String(body.Timestamp ?? '');
      const password = Buffer.from(`${credentials.shortcode}${credentials.passkey}${timestamp}`).toString(
        'base64',
      );
      if (body.BusinessShortCode !== credentials.shortcode || body.Password !== password) {
        return send(res, 500, { requestId, errorCode: '500.001.1001', errorMessage: 'Wrong credentials' });
      }
      const phone = String(body.PhoneNumber ?? '');
      if (!/^254[17]\d{8}$/.test(phone) || options.rejectPhones?.includes(phone)) {
        return send(res, 400, {
          requestId,
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid PhoneNumber',
        });
      }
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) {
        return send(res, 400, {
          requestId,
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid Amount',
        });
      }
      const push = {
        body,
        checkoutRequestId: `ws_CO_${timestamp}${randomBytes(4).toString('hex')}`,
        merchantRequestId: `${randomBytes(3).toString('hex')}-${Date.now()}-1`,
      };
      pushes.push(push);
      return send(res, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    send(res, 404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
  });

  /** The body Daraja posts to CallBackURL: paid (ResultCode 0) or not (1032 cancelled, 1 insufficient funds…). */
  function callbackBody(
    push: StkPush,
    outcome: { resultCode?: number; amount?: number; receipt?: string } = {},
  ) {
    const resultCode = outcome.resultCode ?? 0;
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: resultCode,
      ResultDesc:
        resultCode === 0
          ? 'The service request is processed successfully.'
          : resultCode === 1032
            ? 'Request cancelled by user'
            : 'The balance is insufficient for the transaction',
    };
    if (resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: outcome.amount ?? push.body.Amount },
          {
            Name: 'MpesaReceiptNumber',
            Value: outcome.receipt ?? `NLJ${randomBytes(4).toString('hex').toUpperCase()}`,
          },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
          { Name: 'PhoneNumber', Value: Number(push.body.PhoneNumber) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  return {
    url: server.url,
    close: server.close,
    pushes,
    callbackBody,
    /** Posts the callback to the CallBackURL the push carried, as Safaricom does. */
    async fireCallback(push: StkPush, outcome: Parameters<typeof callbackBody>[1] = {}) {
      const response = await fetch(String(push.body.CallBackURL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callbackBody(push, outcome)),
      });
      return { status: response.status, body: await response.text() };
    },
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;

/** Stripe: Checkout Sessions and the balance (the key check); a refusal can be queued for the next call. */
export async function startFakeStripe(secretKey: string) {
  const sessions: { id: string; form: URLSearchParams }[] = [];
  let nextFailure: { status: number; error: Record<string, unknown> } | null = null;
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      return send(res, 401, {
        error: {
          message: `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`,
          type: 'invalid_request_error',
        },
      });
    }
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return send(res, failure.status, { error: failure.error });
    }
    if (req.method === 'GET' && url.pathname === '/v1/balance') {
      return send(res, 200, {
        object: 'balance',
        available: [{ amount: 0, currency: 'kes' }],
        livemode: false,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readBody(req));
      for (const name of ['mode', 'success_url', 'line_items[0][price_data][unit_amount]']) {
        if (!form.get(name)) {
          return send(res, 400, {
            error: {
              code: 'parameter_missing',
              param: name,
              message: `Missing required param: ${name}.`,
              type: 'invalid_request_error',
            },
          });
        }
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      sessions.push({ id, form });
      return send(res, 200, {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        url: `${server.url}/c/pay/${id}`,
      });
    }
    send(res, 404, {
      error: {
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        type: 'invalid_request_error',
      },
    });
  });

  return {
    url: server.url,
    close: server.close,
    sessions,
    /** The next API call answers this refusal (e.g. 402 card_declined). */
    failNext(status: number, error: Record<string, unknown>) {
      nextFailure = { status, error };
    },
    /** A webhook event for a session, as Stripe sends it. */
    event(type: string, sessionId: string, overrides: Record<string, unknown> = {}) {
      const session = sessions.find((s) => s.id === sessionId);
      return {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: session?.form.get('client_reference_id') ?? null,
            amount_total: Number(session?.form.get('line_items[0][price_data][unit_amount]') ?? 0),
            currency: session?.form.get('line_items[0][price_data][currency]') ?? 'kes',
            payment_status: 'paid',
            payment_intent: `pi_${randomBytes(12).toString('hex')}`,
            status: 'complete',
            ...overrides,
          },
        },
      };
    },
    sign: (payload: string, webhookSecret: string, at = Math.floor(Date.now() / 1000)) =>
      stripeSignature(payload, webhookSecret, at),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
