// A real node:http server for fetcher tests (like client.test.ts): each test sets the next answer, the server
// records what arrived, so a fetcher's URL, query, body and parsing are checked on the wire.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from './client';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  /** An object is sent as JSON; a string is sent as is (stray text around JSON, docs/product/web-app.md). */
  body?: unknown;
}

export interface StubServer {
  api: ApiClient;
  seen: SeenRequest[];
  last: () => SeenRequest;
  answer: (next: StubAnswer | ((req: SeenRequest) => StubAnswer)) => void;
  close: () => Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  const seen: SeenRequest[] = [];
  let next: StubAnswer | ((req: SeenRequest) => StubAnswer) = { body: {} };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      seen.push(request);
      const answer = typeof next === 'function' ? next(request) : next;
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = createApiClient({
    baseURL,
    getToken: () => 'token',
    setToken: () => {},
    onUnauthorized: () => {},
    onReloadRequired: () => {},
  });
  return {
    api,
    seen,
    last: () => seen[seen.length - 1]!,
    answer: (value) => {
      next = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
