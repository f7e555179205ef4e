// The widgets' scripts (issue 6 §3): served from WIDGETS_DIST_DIR under /widgets/v{version}/ for a year as
// immutable (a change ships under a new version), with CORS "*" and a cross-origin resource policy so any site
// may load them — the scripts hold no data; the widget API decides who gets data (per-key CORS).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { LOADER_FILE, REALTIME_FILE, WIDGETS_VERSION } from '@/shared/embed/widget-files';
import { HttpError } from '@/server/lib/http-error';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILES = new Set([LOADER_FILE, REALTIME_FILE]);

export const widgetAssets: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const folder = path.resolve(distDir, `v${WIDGETS_VERSION}`);
  const cache = new Map<string, Buffer>();

  app.get<{ Params: { file: string } }>(`/widgets/v${WIDGETS_VERSION}/:file`, async (request, reply) => {
    const { file } = request.params;
    if (!FILES.has(file)) throw new HttpError(404, 'There is no such widget file.', { code: 'not_found' });
    let body = cache.get(file);
    if (!body) {
      body = await readFile(path.join(folder, file)).catch(() => undefined);
      if (!body) {
        throw new HttpError(404, 'The widgets are not built on this server (npm run build:widgets).', {
          code: 'widgets_not_built',
        });
      }
      cache.set(file, body);
    }
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', IMMUTABLE)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body);
  });
};
