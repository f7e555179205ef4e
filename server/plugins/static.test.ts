import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { pageFileFor } from './static';
import { compressFolder } from '@/scripts/compress-assets.mjs';
import { LOADER_FILE, WIDGETS_VERSION } from '@/shared/embed/widget-files';

let t: TestApp;
let dist: string;
// Both above the 1 KB threshold of scripts/compress-assets.mjs, so the build step writes .br and .gz copies.
const INDEX = `<!doctype html><html><head>${'<meta name="x" content="shamba">'.repeat(40)}</head><body><div id="root"></div><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>`;
const SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log("shamba ${i}");`).join('\n');
const SMALL_SCRIPT = 'console.log("tiny")';
// Per-page copies of index.html that preload the page's code (web/route-preloads.ts).
const LOGIN_COPY = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/login-1.js"></head>');
const INVENTORY_COPY = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/inventory-1.js"></head>',
);
const FAVICON = readFileSync(path.join(import.meta.dirname, '../../web/public/favicon.ico'));

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'shamba-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-4d5e6f.js'), SMALL_SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'favicon.ico'), FAVICON);
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'pages', 'login.html'), LOGIN_COPY);
  writeFileSync(path.join(dist, 'pages', 'inventory.html'), INVENTORY_COPY);
  writeFileSync(
    path.join(dist, 'pages', 'routes.json'),
    JSON.stringify({
      '/login': 'pages/login.html',
      '/farmer/farms/:farmId/inventory': 'pages/inventory.html',
    }),
  );
  await compressFolder(dist);
  t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

describe('serving the web app', () => {
  it('serves index.html at / with no-cache and the strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    for (const part of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(part);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('falls back to index.html for page routes of the app (docs/product/web-app.md)', async () => {
    for (const url of [
      '/farmer/dashboard',
      '/admin/settings/profile',
      '/farmer/farms/42/inventory?tab=all',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('never falls back for /api, /app, /apps, /broadcasting, non-GET or non-HTML requests', async () => {
    for (const url of ['/api/nothing', '/app/key123', '/apps/1/events', '/broadcasting/auth']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/farmer/dashboard', headers: html })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } }))
        .statusCode,
    ).toBe(404);
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps the API answering as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe("each page's own copy of index.html (docs/decisions/030)", () => {
  it('answers a page with the copy that preloads its code, and any other page with index.html', async () => {
    const cases: [string, string][] = [
      ['/login', LOGIN_COPY],
      ['/login?next=%2Ffarmer', LOGIN_COPY],
      ['/farmer/farms/42/inventory', INVENTORY_COPY],
      ['/farmer/farms/42/inventory/add', INDEX],
      ['/farmer/farms/inventory', INDEX],
      ['/pricing', INDEX],
    ];
    for (const [url, body] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(body);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers / whatever the request accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('matches address patterns segment by segment', () => {
    const copies = { '/': 'pages/home.html', '/farmer/farms/:farmId/inventory': 'pages/inv.html' };
    expect(pageFileFor('/', copies)).toBe('pages/home.html');
    expect(pageFileFor('/?utm=x', copies)).toBe('pages/home.html');
    expect(pageFileFor('/farmer/farms/abc/inventory', copies)).toBe('pages/inv.html');
    expect(pageFileFor('/farmer/farms/abc/inventory/', copies)).toBe('pages/inv.html');
    expect(pageFileFor('/farmer/farms/abc', copies)).toBe('index.html');
    expect(pageFileFor('/about', {})).toBe('index.html');
  });
});

describe('compressed files (docs/decisions/030)', () => {
  const get = (url: string, encodings?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(encodings === undefined ? {} : { 'accept-encoding': encodings }), ...extra },
    });

  it('sends Brotli when the browser accepts it, and the bytes decode to the original', async () => {
    const res = await get('/assets/app-1a2b3c.js', CHROME_ENCODINGS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when Brotli is not accepted or refused with q=0', async () => {
    for (const encodings of ['gzip, deflate', 'br;q=0, gzip', '*;q=0.5, br;q=0']) {
      const res = await get('/assets/app-1a2b3c.js', encodings);
      expect(res.headers['content-encoding'], encodings).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), encodings).toBe(SCRIPT);
    }
  });

  it('sends the original bytes when neither is accepted', async () => {
    for (const encodings of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/app-1a2b3c.js', encodings);
      expect(res.statusCode, encodings).toBe(200);
      expect(res.headers['content-encoding'], encodings).toBeUndefined();
      expect(res.body, encodings).toBe(SCRIPT);
    }
  });

  it('keeps the cache rules of the original: a year for hashed assets, no-cache for index.html', async () => {
    const asset = await get('/assets/app-1a2b3c.js', CHROME_ENCODINGS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/farmer/dashboard']) {
      const page = await get(url, CHROME_ENCODINGS, html);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers HEAD with the headers of the copy GET would send, and no body', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br' },
    });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives distinct ETags per encoding, so a cache never revalidates one with the other', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'br');
    const identity = await get('/assets/app-1a2b3c.js', 'identity');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    const again = await get('/assets/app-1a2b3c.js', 'br', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers a byte range from the original file, whatever encodings are accepted', async () => {
    const res = await get('/assets/app-1a2b3c.js', CHROME_ENCODINGS, { range: 'bytes=0-19' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 0-19/${Buffer.byteLength(SCRIPT)}`);
    expect(res.body).toBe(SCRIPT.slice(0, 20));
  });

  it('serves small files as they are, and never the compressed copies under their own names', async () => {
    const tiny = await get('/assets/tiny-4d5e6f.js', CHROME_ENCODINGS);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(SMALL_SCRIPT);
    for (const url of ['/assets/app-1a2b3c.js.br', '/assets/app-1a2b3c.js.gz', '/index.html.br']) {
      expect((await get(url, CHROME_ENCODINGS)).statusCode, url).toBe(404);
    }
  });
});

describe('the favicon', () => {
  it('serves /favicon.ico as an icon, cached for an hour', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // An ICO file: reserved 0, type 1, then at least one image.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe('the log', () => {
  const requestLines = (url: string) =>
    t.logs().filter((line) => line.msg === 'request completed' && line.method === 'GET' && line.url === url);

  it('writes no info line for files and pages, but one for an API call', async () => {
    await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    await t.app.inject({ method: 'GET', url: '/farmer/dashboard', headers: html });
    await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(requestLines('/assets/app-1a2b3c.js')).toEqual([]);
    expect(requestLines('/favicon.ico')).toEqual([]);
    expect(requestLines('/farmer/dashboard')).toEqual([]);
    expect(requestLines('/api/auth/me')).toHaveLength(1);
    expect(requestLines('/api/auth/me')[0]).toMatchObject({ statusCode: 401, level: 30 });
  });

  it("writes an invitation link's route, never its token", async () => {
    const secret = 'abcDEF123secretLinkTokenxyz';
    await t.app.inject({ method: 'GET', url: `/api/invitations/${secret}` });
    const lines = t.logs().filter((line) => line.msg === 'request completed');
    expect(lines.some((line) => line.url === '/api/invitations/:secret')).toBe(true);
    expect(JSON.stringify(t.logs())).not.toContain(secret);
  });
});

describe("the widgets' scripts (server/modules/embed/widget-assets.ts)", () => {
  let widgets: TestApp;
  let widgetsDist: string;
  const LOADER = Array.from({ length: 300 }, (_, i) => `window.shamba${i} = ${i};`).join('\n');

  beforeAll(async () => {
    widgetsDist = mkdtempSync(path.join(os.tmpdir(), 'shamba-widgets-dist-'));
    mkdirSync(path.join(widgetsDist, `v${WIDGETS_VERSION}`));
    writeFileSync(path.join(widgetsDist, `v${WIDGETS_VERSION}`, LOADER_FILE), LOADER);
    await compressFolder(widgetsDist);
    widgets = await createTestApp({ config: { WIDGETS_DIST_DIR: widgetsDist } });
  });
  afterAll(async () => {
    await widgets.close();
    rmSync(widgetsDist, { recursive: true, force: true });
  });

  it('are sent compressed as accepted, with vary, and decode to the built script', async () => {
    const url = `/widgets/v${WIDGETS_VERSION}/${LOADER_FILE}`;
    const send = (encodings?: string) =>
      widgets.app.inject({
        method: 'GET',
        url,
        headers: encodings ? { 'accept-encoding': encodings } : {},
      });
    const br = await send(CHROME_ENCODINGS);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOADER);
    const gzip = await send('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LOADER);
    const plain = await send();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOADER);
  });
});
