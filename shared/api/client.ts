// The one API client (docs/architecture.md principle 4): what differs per surface is passed in, never imported.
// docs/product/web-app.md intro: XMLHttpRequest marker on every call, bearer token except login/register, no-cache headers on
// writes, no timeout. docs/product/web-app.md: 401 outside the auth flow ends the session, 419 reloads, access_token replaces
// the stored token.
import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ApiRequestError, toApiRequestError } from './errors';
import { INVALID_RESPONSE_FORMAT, extractJson } from './extract-json';
import { isAuthFlowCall, isTokenlessCall } from './auth-paths';
import { SURFACE_HEADER, type ClientSurface } from '@/shared/contracts/activity-log';

export { isOnPublicPage } from './auth-paths';

type MaybePromise<T> = T | Promise<T>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiClientOptions {
  baseURL: string;
  getToken: () => MaybePromise<string | null | undefined>;
  /** Called with the new token whenever a response body carries access_token (login, register, rotation). */
  setToken: (token: string) => MaybePromise<void>;
  /** A 401 outside the auth flow: clear the session; go to /login unless `onPublicPage`. */
  onUnauthorized: (context: { onPublicPage: boolean }) => void;
  /** A 419 (stale session/CSRF): the page must reload. */
  onReloadRequired: () => void;
  /** Whether the page now shown is public (e.g. `() => isOnPublicPage(location.pathname)`). */
  isPublicPath?: () => boolean;
  /** Pass 'fetch' in a service worker, which has no XMLHttpRequest. */
  adapter?: AxiosRequestConfig['adapter'];
  /** Which of our clients this is, sent on every call so the farm's activity log can say where a change came from. */
  surface?: ClientSurface;
}

export interface RequestConfig<T = unknown> {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Parses the body; a mismatch throws ApiRequestError(parseErrorMessage). */
  schema?: z.ZodType<T>;
  /** Message when the body holds no JSON or fails the schema (docs/product/web-app.md; farms use FARM_PARSE_ERROR). */
  parseErrorMessage?: string;
  /** 'blob' for a file download: the body comes back as it is, unparsed (a soil report, for one). */
  responseType?: 'blob';
}

export interface ApiRequest<T = unknown> extends RequestConfig<T> {
  method: HttpMethod;
  url: string;
  data?: unknown;
}

export interface ApiClient {
  readonly baseURL: string;
  request<T = unknown>(request: ApiRequest<T>): Promise<T>;
  get<T = unknown>(url: string, config?: RequestConfig<T>): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T>;
  patch<T = unknown>(url: string, body?: unknown, config?: RequestConfig<T>): Promise<T>;
  delete<T = unknown>(url: string, config?: RequestConfig<T>): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: 0, // docs/product/web-app.md: the request timeout is none
    adapter: options.adapter,
    // Take the raw text so extractJson sees stray notices instead of axios silently giving up on them.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(options.surface ? { [SURFACE_HEADER]: options.surface } : {}),
    },
  });

  async function request<T>(req: ApiRequest<T>): Promise<T> {
    const headers: Record<string, string> = { ...req.headers };
    if (!isTokenlessCall(req.url)) {
      const token = await options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    if (req.method !== 'get') {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }

    let raw: unknown;
    let status: number;
    try {
      const response = await http.request({
        method: req.method,
        url: req.url,
        data: req.data,
        params: req.params,
        headers,
        signal: req.signal,
        ...(req.responseType ? { responseType: req.responseType } : {}),
      });
      raw = response.data;
      status = response.status;
    } catch (error) {
      const apiError = toApiRequestError(error);
      if (apiError.status === 401 && !isAuthFlowCall(req.url)) {
        options.onUnauthorized({ onPublicPage: options.isPublicPath?.() ?? false });
      } else if (apiError.status === 419) {
        options.onReloadRequired();
      }
      throw apiError;
    }

    if (req.responseType === 'blob') return raw as T;
    const parseError = req.parseErrorMessage ?? INVALID_RESPONSE_FORMAT;
    const body = readBody(raw, parseError, status);
    const token = findAccessToken(body);
    if (token) await options.setToken(token);
    if (!req.schema) return body as T;
    const parsed = req.schema.safeParse(body);
    if (!parsed.success)
      throw new ApiRequestError(parseError, { status, code: 'invalid_response', cause: parsed.error });
    return parsed.data;
  }

  return {
    baseURL: options.baseURL,
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
  };
}

/** An empty body (204, or a write answering nothing) reads as null; anything else must hold JSON. */
function readBody(raw: unknown, parseError: string, status: number): unknown {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  try {
    return extractJson(raw, parseError);
  } catch (error) {
    throw new ApiRequestError(parseError, { status, code: 'invalid_response', cause: error });
  }
}

/** docs/product/web-app.md: "Any response containing access_token replaces the stored token" (top level or inside data). */
export function findAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { access_token?: unknown; data?: { access_token?: unknown } | null };
  const token =
    record.access_token ?? (typeof record.data === 'object' ? record.data?.access_token : undefined);
  return typeof token === 'string' && token.length > 0 ? token : null;
}
