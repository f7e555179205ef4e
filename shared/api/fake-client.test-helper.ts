// A recording ApiClient for fetcher tests: answers each call with a canned body run through the real schema
// handling, so a fetcher's parsing is what gets tested.
import { ApiRequestError } from './errors';
import type { ApiClient, ApiRequest } from './client';

export interface RecordedCall {
  method: string;
  url: string;
  data?: unknown;
}

export function fakeApi(answer: (call: RecordedCall) => unknown) {
  const calls: RecordedCall[] = [];
  async function request<T>(req: ApiRequest<T>): Promise<T> {
    const call = { method: req.method, url: req.url, data: req.data };
    calls.push(call);
    const body = answer(call);
    if (body instanceof Error) throw body;
    if (!req.schema) return body as T;
    const parsed = req.schema.safeParse(body);
    if (!parsed.success) throw new ApiRequestError(req.parseErrorMessage ?? 'Invalid response format');
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
  return { api, calls };
}
