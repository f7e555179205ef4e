// What every widget component starts with: its API client (from publishable-key and api-base, defaulting to the
// server the loader came from) and a loader for one resource with loading and error states.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from './define-widget';
import { loaderOrigin, loaderUrl } from './loader-origin';
import { createWidgetApi, WidgetError, type WidgetApi } from './widget-api';

/** In English; the widget shows it in its language (widgets/i18n missingKey). */
export const MISSING_KEY =
  'This widget needs a publishable-key attribute (create one in Shamba: Settings → Embed keys).';

/** One client per server and key on a page: the widgets of one key share one session. */
const clients = new Map<string, WidgetApi>();

export function useWidgetApi({ publishableKey, apiBase }: WidgetProps): WidgetApi | WidgetError {
  return useMemo(() => {
    if (!publishableKey) return WidgetError.of('refused', 'missingKey');
    const base = apiBase || loaderOrigin;
    const id = `${base} ${publishableKey}`;
    let client = clients.get(id);
    if (!client) {
      client = createWidgetApi({ apiBase: base, publishableKey, probeUrl: loaderUrl });
      clients.set(id, client);
    }
    return client;
  }, [publishableKey, apiBase]);
}

export interface Loaded<T> {
  data: T | null;
  error: WidgetError | null;
  loading: boolean;
  reload: () => void;
  set: (update: (current: T | null) => T | null) => void;
}

export function useLoad<T>(
  api: WidgetApi | WidgetError,
  load: (api: WidgetApi) => Promise<T>,
  /** What the load depends on besides the client (filters, page): a change loads again. */
  inputs = '',
): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: WidgetError | null; loading: boolean }>({
    data: null,
    error: api instanceof WidgetError ? api : null,
    loading: !(api instanceof WidgetError),
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (api instanceof WidgetError) return setState({ data: null, error: api, loading: false });
    let live = true;
    // A refresh keeps what is shown; only the first load shows the spinner.
    setState((s) => ({ ...s, loading: s.data === null }));
    load(api).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: unknown) =>
        live &&
        setState({
          data: null,
          error: error instanceof WidgetError ? error : new WidgetError('server', String(error)),
          loading: false,
        }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated each render; the client, the inputs and the reload round say when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, round, inputs]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback(
    (update: (current: T | null) => T | null) => setState((s) => ({ ...s, data: update(s.data) })),
    [],
  );
  return { ...state, reload, set };
}
