// A real HTTP server for the extension's unit tests: each test routes "METHOD /path" to an answer and reads
// back what arrived, headers included (the Idempotency-Key of a queued action is checked on the wire).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}
export type Answer = { status?: number; body?: unknown } | 'drop';
export type Route = (request: ArrivedRequest) => Answer;

export interface FakeServer {
  url: string;
  arrived: ArrivedRequest[];
  route(key: string, answer: Answer | Route): void;
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const routes = new Map<string, Route>();
  const arrived: ArrivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // a form body (broadcasting auth) stays text
      }
      const request = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      arrived.push(request);
      const answer = routes.get(`${request.method} ${request.path}`)?.(request) ?? { status: 404, body: {} };
      // 'drop' closes the socket without an answer: what an offline call looks like to the client.
      if (answer === 'drop') return void req.socket.destroy();
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? null));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived,
    route: (key, answer) => routes.set(key, typeof answer === 'function' ? answer : () => answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
