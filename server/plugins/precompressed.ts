// Files compressed at build time (scripts/compress-assets.mjs writes `x.br` and `x.gz` beside `x`) and the choice
// of which one a request gets (docs/decisions/030). Shared by the web app's static files and the widgets' scripts.
import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli first: about 10 % smaller than gzip on our bundles, and every browser that sends `br` decodes it. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];
export const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings an Accept-Encoding header allows, with their weights (`q=0` refuses one; `*` stands for any). */
function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** The best encoding the request accepts among those available, or undefined for the original bytes. */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = acceptedWeights(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  for (const name of PREFERENCE) {
    if (!available.includes(name) || weightOf(name) <= 0) continue;
    if (!best || weightOf(name) > weightOf(best)) best = name;
  }
  return best;
}

/** A file and whichever compressed copies the build wrote beside it. */
export interface PrecompressedFile {
  identity: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** Reads a file and its `.br` / `.gz` copies; undefined when the file itself is missing. */
export async function readPrecompressed(file: string): Promise<PrecompressedFile | undefined> {
  const identity = await readFile(file).catch(() => undefined);
  if (!identity) return undefined;
  const encoded: PrecompressedFile['encoded'] = {};
  for (const name of PREFERENCE) {
    const copy = await readFile(file + SUFFIX[name]).catch(() => undefined);
    if (copy) encoded[name] = copy;
  }
  return { identity, encoded };
}

/** Adds accept-encoding to `vary`, keeping what another plugin (CORS's `origin`) put there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((s) => s.trim());
  if (names.some((n) => n.toLowerCase() === 'accept-encoding' || n === '*')) return;
  reply.header('vary', [...names.filter(Boolean), 'accept-encoding'].join(', '));
}

/** Sets `content-encoding` (when compressed) and `vary`, and returns the bytes to send for this request. */
export function pickPrecompressed(
  file: PrecompressedFile,
  acceptEncoding: string | string[] | undefined,
  reply: FastifyReply,
): Buffer {
  varyOnEncoding(reply);
  const available = PREFERENCE.filter((name) => file.encoded[name]);
  const encoding = chooseEncoding(acceptEncoding, available);
  if (!encoding) return file.identity;
  reply.header('content-encoding', encoding);
  return file.encoded[encoding] ?? file.identity;
}
