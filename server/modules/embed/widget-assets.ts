// The widgets' scripts: served from WIDGETS_DIST_DIR under /widgets/v{version}/ for a year as
// immutable (a change ships under a new version), with CORS "*" and a cross-origin resource policy so any site
// may load them — the scripts hold no data; the widget API decides who gets data (per-key CORS). A partner's
// page still naming an earlier version of the same major is sent on to the current one, so a release never
// breaks a pasted snippet (attributes and events keep their meaning within a major version).
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { LOADER_FILE, REALTIME_FILE, translationFile, WIDGETS_VERSION } from '@/shared/embed/widget-files';
import { HttpError } from '@/server/lib/http-error';
import { pickPrecompressed, readPrecompressed, type PrecompressedFile } from '@/server/plugins/precompressed';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/shared/i18n/languages';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Short enough that the next release's redirect takes over within a day. */
export const REDIRECT_CACHE = 'public, max-age=86400';
/** The loader, the realtime script and each other language's texts (shamba-widgets.sw.js), loaded on demand. */
const FILES = new Set([
  LOADER_FILE,
  REALTIME_FILE,
  ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map(translationFile),
]);

const versionParts = (version: string) => version.split('.').map(Number);

/** An earlier release of the current major version, e.g. 1.1.0 while 1.2.0 is served. */
export function isEarlierSameMajor(version: string): boolean {
  if (!/^\d+\.\d+\.\d+$/.test(version)) return false;
  const [major, minor, patch] = versionParts(version) as [number, number, number];
  const [curMajor, curMinor, curPatch] = versionParts(WIDGETS_VERSION) as [number, number, number];
  if (major !== curMajor) return false;
  return minor < curMinor || (minor === curMinor && patch < curPatch);
}

export const widgetAssets: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const folder = path.resolve(distDir, `v${WIDGETS_VERSION}`);
  // Each script with the Brotli and gzip copies the build wrote beside it (docs/decisions/030).
  const cache = new Map<string, PrecompressedFile>();
  // Partner pages load these with a plain <script>, a no-cors request that the app-wide same-origin resource
  // policy (server/plugins/security.ts) would block. This plugin's own hook runs after the app's, so every answer
  // here, redirects and refusals included, stays loadable from any site.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    done(null, payload);
  });

  app.get<{ Params: { version: string; file: string } }>(
    '/widgets/v:version/:file',
    async (request, reply) => {
      const { version, file } = request.params;
      if (!FILES.has(file)) throw new HttpError(404, 'There is no such widget file.', { code: 'not_found' });
      if (version !== WIDGETS_VERSION) {
        if (!isEarlierSameMajor(version)) {
          throw new HttpError(
            404,
            `There is no widgets version ${version}; the current one is ${WIDGETS_VERSION}.`,
            {
              code: 'not_found',
            },
          );
        }
        return reply
          .header('cache-control', REDIRECT_CACHE)
          .header('access-control-allow-origin', '*')
          .header('cross-origin-resource-policy', 'cross-origin')
          .redirect(`/widgets/v${WIDGETS_VERSION}/${file}`, 302);
      }
      let body = cache.get(file);
      if (!body) {
        body = await readPrecompressed(path.join(folder, file));
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
        .send(pickPrecompressed(body, request.headers['accept-encoding'], reply));
    },
  );
};
