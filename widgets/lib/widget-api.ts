// The widgets' API client: exchanges the publishable key for a widget session, sends its token as a
// bearer on every call, and starts a new session once when the server says the old one ended. Plain fetch, not
// the shared axios client: the loader has a 45 KB budget (docs/decisions/020). No secret is ever in the page.
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import type { WidgetSession } from '@/shared/contracts/embed';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import type { MessageValues } from '@/shared/i18n/runtime';
import { widgetsText } from '@/widgets/i18n';

export type WidgetErrorKind = 'refused' | 'unreachable' | 'scope' | 'input' | 'server';

type WidgetTextKey = Parameters<typeof widgetsText.t>[0];

export class WidgetError extends Error {
  constructor(
    readonly kind: WidgetErrorKind,
    message: string,
    readonly fields: Record<string, string[]> = {},
    /** When the widgets worded it themselves: shown in the language of the moment (describe). */
    readonly text?: { key: WidgetTextKey; values?: MessageValues },
  ) {
    super(message);
  }

  /** One of the widgets' own messages, in the current language. */
  static of(kind: WidgetErrorKind, key: WidgetTextKey, values?: MessageValues): WidgetError {
    return new WidgetError(kind, widgetsText.t(key, values), {}, { key, values });
  }

  /** What the widget shows: its own words in the language showing now, the server's as they came. */
  describe(): string {
    return this.text ? widgetsText.t(this.text.key, this.text.values) : this.message;
  }
}

export interface WidgetApi {
  readonly apiBase: string;
  readonly publishableKey: string;
  session(): Promise<WidgetSession>;
  /** Drops the session, so the next call starts a new one: its scopes say again what the key's creator may do
   *  now (their role on the farm may have narrowed since; docs/decisions/035). */
  forgetSession(): void;
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** Any request under /api/widget/{key}/ with the session's bearer (the realtime client's channel form). */
  raw(path: string, init: RequestInit): Promise<Response>;
}

/** CORS hides the server's answer from a refused page; the loader itself is served to every origin, so if it can
 *  be fetched the server is up and the refusal was the key's (revoked, or this origin not on its list). */
async function explainNetworkFailure(apiBase: string, probeUrl: string): Promise<WidgetError> {
  const reachable = await fetch(probeUrl, { method: 'HEAD', cache: 'no-store' }).then(
    (r) => r.ok,
    () => false,
  );
  return reachable
    ? WidgetError.of('refused', 'refusedHere', { origin: location.origin })
    : WidgetError.of('unreachable', 'unreachable', { server: apiBase });
}

async function errorOf(response: Response): Promise<WidgetError> {
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  const own = { key: 'serverAnswered', values: { status: response.status } } as const;
  const message = body.message ?? widgetsText.t(own.key, own.values);
  const text = body.message === undefined ? own : undefined;
  if (response.status === 403) return new WidgetError('scope', message, {}, text);
  if (response.status === 401) return new WidgetError('refused', message, {}, text);
  if (response.status === 422 || response.status === 409 || response.status === 404) {
    return new WidgetError('input', message, body.errors ?? {}, text);
  }
  return new WidgetError('server', message, {}, text);
}

export function createWidgetApi(options: {
  apiBase: string;
  publishableKey: string;
  probeUrl: string;
}): WidgetApi {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const base = `${apiBase}/api/widget/${encodeURIComponent(options.publishableKey)}`;
  let current: Promise<WidgetSession> | null = null;

  const fail = () => explainNetworkFailure(apiBase, options.probeUrl);
  const startSession = async (): Promise<WidgetSession> => {
    const response = await fetch(`${base}/session`, { method: 'POST' }).catch(() => null);
    if (!response) throw await fail();
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as WidgetSession;
  };
  const session = () => {
    current ??= startSession().catch((error: unknown) => {
      current = null;
      throw error;
    });
    return current;
  };

  async function raw(path: string, init: RequestInit, retried = false): Promise<Response> {
    const { token } = await session();
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    const response = await fetch(`${base}/${path}`, { ...init, headers }).catch(() => null);
    if (response && (response.status !== 401 || retried)) return response;
    if (!response && retried) throw await fail();
    // An ended session, or a revoked key (whose answers lose their CORS headers too): a new exchange either
    // succeeds or says which refusal it is.
    current = null;
    return raw(path, init, true);
  }

  async function json<T>(path: string, init: RequestInit): Promise<T> {
    const response = await raw(path, init);
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  }

  return {
    apiBase,
    publishableKey: options.publishableKey,
    session,
    forgetSession: () => {
      current = null;
    },
    raw,
    get: (path, query = {}) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
      const search = params.toString();
      return json(search ? `${path}?${search}` : path, { method: 'GET' });
    },
    // One key per action, kept by raw()'s retry: a write whose answer was lost is applied once.
    post: (path, body) =>
      json(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
        body: JSON.stringify(body),
      }),
  };
}
