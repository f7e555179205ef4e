// A stand-in for the API client in the report pages' screen tests: the real fetchers run (input checks, parsing),
// only the transport is replaced. Same shape as web/features/finance-overview/testing/fake-api.ts, which a feature
// may not import.
import { ApiRequestError } from '@/shared/api/errors';
import type { ApiClient, ApiRequest } from '@/shared/api/client';

export interface FakeCall {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  data?: unknown;
}

type Handler = (call: FakeCall) => unknown;

export function createFakeApi() {
  const calls: FakeCall[] = [];
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];

  async function request<T>(req: ApiRequest<T>): Promise<T> {
    const call = {
      method: req.method,
      url: req.url,
      params: req.params,
      headers: req.headers,
      data: req.data,
    };
    calls.push(call);
    const route = [...routes].reverse().find((r) => r.method === req.method && r.pattern.test(req.url));
    if (!route) throw new ApiRequestError(`No fake answer for ${req.method} ${req.url}`, { status: 404 });
    const body = await route.handler(call);
    if (body instanceof Error) throw body;
    if (!req.schema) return body as T;
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) throw new ApiRequestError('Invalid response format', { code: 'invalid_response' });
    return parsed.data;
  }

  const api: ApiClient = {
    baseURL: 'http://test.invalid',
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
  };

  return {
    api,
    calls,
    /** Answers `method` calls whose URL matches; later registrations win. */
    on(method: string, pattern: RegExp, handler: Handler) {
      routes.push({ method, pattern, handler });
    },
    callsTo: (method: string, pattern: RegExp) =>
      calls.filter((c) => c.method === method && pattern.test(c.url)),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** A 4xx/5xx answer carrying the server's message and field errors. */
export const httpError = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiRequestError(message, { status, fieldErrors });
