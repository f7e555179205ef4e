// Serves the built web app (WEB_DIST_DIR) on the same origin as the API (docs/decisions/001). Page routes of
// the single-page app (docs/product/web-app.md) fall back to index.html; API and realtime paths never do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NEVER_SPA = /^\/(api|app|apps|broadcasting)(\/|$|\?)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache rules: content-hashed bundles for a year, index.html revalidated every time, the rest for an hour. */
export function cacheControlFor(filePath: string): string {
  const normalised = filePath.split(path.sep).join('/');
  if (normalised.includes('/assets/')) return IMMUTABLE;
  if (normalised.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Registers static serving when the web build exists; returns the not-found fallback that answers page routes
 * (GET or HEAD, accepting HTML, outside /api, /app, /apps, /broadcasting) with index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const root = path.resolve(webDistDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ webDistDir: root }, 'web app not built: only the API is served (run `npm run build`)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (NEVER_SPA.test(request.url)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    await reply.code(200).sendFile('index.html');
    return true;
  };
}
