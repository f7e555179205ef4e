// File downloads with progress (docs/product/reports.md "Files (CSV, Excel, PDF)"): fetch with the session's
// token, read the body as it arrives so the page can say how far along it is, then save it under the name the
// server gives. axios (shared/api/client.ts) hands back a body only when it is complete, hence fetch here.
import { ApiRequestError } from '@/shared/api/errors';
import { SURFACE_HEADER } from '@/shared/contracts/activity-log';
import { EXPORT_ROWS_HEADER } from '@/shared/contracts/exports';
import { localizeMessage } from '@/shared/i18n/messages';
import { sessionAtoms } from './session-atoms';
import { appStore } from './store';

export interface DownloadProgress {
  received: number;
  /** 0 to 100 when the size or the row count is known; null otherwise (show `received` bytes). */
  percent: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** `url?key=value&...` from a page's filters: empty values left out, a list as the key repeated. */
export function withQuery(url: string, query: object = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** The name in Content-Disposition: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a malformed name falls through to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

async function refusalOf(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let body: { message?: string; code?: string; errors?: Record<string, string[]> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  return new ApiRequestError(localizeMessage(body.message) ?? res.statusText, {
    status: res.status,
    code: body.code,
    fieldErrors: body.errors,
    // packageRefusalOf reads the refusal's details where axios would keep them.
    cause: { response: { status: res.status, data: text } },
  });
}

const LF = 10;

/**
 * Downloads `url`, calling `onProgress` as bytes arrive. A CSV's progress counts its lines against X-Export-Rows;
 * other files use Content-Length when the server sends it. Throws ApiRequestError for a refusal, and the
 * AbortError of `signal` when cancelled.
 */
export async function downloadFile(
  url: string,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void; fallbackName: string },
): Promise<DownloadedFile> {
  const token = appStore.get(sessionAtoms.tokenAtom);
  const res = await fetch(url, {
    signal: options.signal,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      [SURFACE_HEADER]: 'web',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw await refusalOf(res);
  const size = Number(res.headers.get('content-length')) || null;
  const rows = Number(res.headers.get(EXPORT_ROWS_HEADER)) || null;
  const countsLines = rows !== null && (res.headers.get('content-type') ?? '').startsWith('text/csv');
  const chunks: Uint8Array[] = [];
  let received = 0;
  let lines = 0;
  if (res.body) {
    const reader = res.body.getReader();
    // A cancel ends the read at once, whatever the connection is doing.
    const stop = () => void reader.cancel().catch(() => {});
    options.signal?.addEventListener('abort', stop, { once: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (countsLines) for (const byte of value) if (byte === LF) lines += 1;
      const percent = size
        ? Math.min(100, Math.floor((received / size) * 100))
        : countsLines
          ? Math.min(99, Math.floor((Math.max(0, lines - 1) / rows!) * 100))
          : null;
      options.onProgress?.({ received, percent });
    }
    options.signal?.removeEventListener('abort', stop);
    options.signal?.throwIfAborted();
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(res.headers.get('content-disposition'), options.fallbackName),
  };
}

/** Hands a downloaded file to the browser's save (a link with `download`, clicked once). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
