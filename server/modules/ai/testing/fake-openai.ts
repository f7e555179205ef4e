// A local stand-in for an OpenAI-compatible provider: POST /v1/chat/completions with a Bearer key, answering with
// the real chat.completion shape and the real failure bodies (401 invalid_api_key, 429 rate_limit_exceeded and
// insufficient_quota, 500 server_error), or answering too late for the client's timeout.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'rate_limited' | 'no_quota' | 'server_error' | 'slow';

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
  };
}

export interface FakeOpenAi {
  baseUrl: string;
  key: string;
  mode: FakeMode;
  /** What the model says, given the request. */
  reply: (request: FakeRequest['body']) => string;
  usage: { prompt_tokens: number; completion_tokens: number };
  requests: FakeRequest[];
  close: () => Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

const error = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

export async function startFakeOpenAi(key = 'sk-test-shamba-0123456789'): Promise<FakeOpenAi> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    key,
    mode: 'ok',
    reply: () => 'The connection works.',
    usage: { prompt_tokens: 120, completion_tokens: 30 },
    requests: [],
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(404, error(`Invalid URL (${req.method} ${req.url})`, 'invalid_request_error', null));
    }
    const body = JSON.parse(await readBody(req)) as FakeRequest['body'];
    fake.requests.push({ authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${fake.key}`) {
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      return send(
        401,
        error(
          `Incorrect API key provided: ${given.slice(0, 5)}***. You can find your API key at https://platform.openai.com/account/api-keys.`,
          'invalid_request_error',
          'invalid_api_key',
        ),
      );
    }
    switch (fake.mode) {
      case 'rate_limited':
        return send(
          429,
          error(
            `Rate limit reached for ${body.model} on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s.`,
            'requests',
            'rate_limit_exceeded',
          ),
        );
      case 'no_quota':
        return send(
          429,
          error(
            'You exceeded your current quota, please check your plan and billing details.',
            'insufficient_quota',
            'insufficient_quota',
          ),
        );
      case 'server_error':
        return send(
          500,
          error(
            'The server had an error while processing your request. Sorry about that!',
            'server_error',
            null,
          ),
        );
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        break;
      case 'ok':
        break;
    }
    if (res.destroyed) return;
    send(200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: fake.reply(body), refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { ...fake.usage, total_tokens: fake.usage.prompt_tokens + fake.usage.completion_tokens },
      system_fingerprint: 'fp_fake',
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never the reason a test process stays alive.
  server.unref();
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
