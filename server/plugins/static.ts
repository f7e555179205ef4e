// Serves the built web app (WEB_DIST_DIR) on the same origin as the API (docs/decisions/001). Page routes of
// the single-page app (docs/product/web-app.md) fall back to index.html; API and realtime paths never do.
// Files go out in the Brotli or gzip copy the build wrote beside them (docs/decisions/030), and their requests
// are logged only when something goes wrong, so the log shows API calls and outbox messages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding } from './precompressed';

const NEVER_SPA = /^\/(api|app|apps|broadcasting)(\/|$|\?)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Files and pages are logged from warn up: a missing asset (404) or a failure still shows. */
export const STATIC_LOG_LEVEL = 'warn';

/** Address patterns (":name" is one segment) → the copy of index.html that preloads that page's code. */
type PageCopies = Record<string, string>;

/** The build's per-page copies of index.html (web/route-preloads.ts); none when the build has not made them. */
function readPageCopies(root: string): PageCopies {
  try {
    return JSON.parse(readFileSync(path.join(root, 'pages', 'routes.json'), 'utf8')) as PageCopies;
  } catch {
    return {};
  }
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** The HTML file that starts the app at `url`: the page's own copy when the build made one, else index.html. */
export function pageFileFor(url: string, copies: PageCopies): string {
  const wanted = segments(url.split(/[?#]/, 1)[0] ?? '/');
  for (const [pattern, file] of Object.entries(copies)) {
    const parts = segments(pattern);
    if (parts.length !== wanted.length) continue;
    if (parts.every((part, i) => part.startsWith(':') || part === wanted[i])) return file;
  }
  return 'index.html';
}

/** Cache rules: content-hashed bundles for a year, index.html revalidated every time, the rest for an hour. */
export function cacheControlFor(filePath: string): string {
  // A compressed copy (index.html.br) is cached like the file it stands for.
  const normalised = filePath.split(path.sep).join('/').replace(COMPRESSED_COPY, '');
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
  // A byte range is a range of the original file: a compressed copy's ranges would not line up with another
  // response's, so such requests get the original (and HEAD, like GET, gets the headers of the copy it names).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.range && request.routeOptions.url === '/*') delete request.headers['accept-encoding'];
    done();
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    logLevel: STATIC_LOG_LEVEL,
    // The compressed copies are served in place of their originals, never under their own names.
    allowedPath: (pathname) => !COMPRESSED_COPY.test(pathname),
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const copies = readPageCopies(root);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    varyOnEncoding(reply);
    return reply.code(200).sendFile(pageFileFor(request.url, copies));
  };
  // The home page is a page like the others: its own copy, whatever the request accepts.
  app.route({ method: ['GET', 'HEAD'], url: '/', logLevel: STATIC_LOG_LEVEL, handler: sendPage });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (NEVER_SPA.test(request.url)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    // A page load is the app's index.html: as quiet in the log as any other file.
    request.log = request.log.child({}, { level: STATIC_LOG_LEVEL });
    await sendPage(request, reply);
    return true;
  };
}
