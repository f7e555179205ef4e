// Writes what a page shows into its copy of index.html (dist/web/pages/*.html, made by web/route-preloads.ts), so
// a phone paints the public pages and the login form from the HTML alone, before any JavaScript has arrived
// (docs/decisions/030). The app then draws the same page over it (web/app/main.tsx).
//   node scripts/prerender-pages.mjs dist/web
// The pages are drawn by the built app itself in Chromium, signed out, in English: what a first visitor sees.
// web/public/theme-init.js hides the copy from anyone who will see something else (another language, a session).
// Without Chromium the copies stay empty and the pages are drawn by JavaScript alone, as before.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from './lib/chromium.mjs';

/** Pages drawn into their copy; those with a form are inert until the app takes over, so no typing is lost. */
export const PRERENDERED = {
  '/': {},
  '/landing': {},
  '/features': {},
  '/pricing': {},
  '/about': {},
  '/contact': { inert: true },
  '/terms-of-service': {},
  '/privacy-policy': {},
  '/login': { inert: true },
  '/register': { inert: true },
  '/forgot-password': { inert: true },
};
const MARKER = 'data-prerendered';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

function serve(dir, copies) {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, decodeURIComponent(pathname));
    const page = copies[pathname] ?? 'index.html';
    const target =
      file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : path.join(dir, page);
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function prerenderPages(dir) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.log('prerender: no Chromium found, the pages are drawn by JavaScript alone');
    return 0;
  }
  const copies = JSON.parse(readFileSync(path.join(dir, 'pages', 'routes.json'), 'utf8'));
  const server = await serve(path.resolve(dir), copies);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  let done = 0;
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    for (const [address, { inert }] of Object.entries(PRERENDERED)) {
      const copy = copies[address];
      if (!copy) throw new Error(`prerender: the build made no copy of index.html for ${address}`);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${server.address().port}${address}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('#root main h1', { timeout: 15_000 });
      const drawn = await page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
      await page.close();
      const file = path.join(dir, copy);
      const html = readFileSync(file, 'utf8');
      const attributes = `${MARKER}=""${inert ? ' inert=""' : ''}`;
      const filled = html
        .replace(/<div id="root">\s*<\/div>/, `<div id="root"><div ${attributes}>${drawn}</div></div>`)
        // The page paints without its code now: the stylesheet comes first, the page's chunks after it.
        .replace(/<link rel="modulepreload" crossorigin href="\/assets\/(?!rolldown-runtime)/g, (link) =>
          link.replace('modulepreload"', 'modulepreload" fetchpriority="low"'),
        );
      if (filled === html) throw new Error(`prerender: ${copy} has no empty #root`);
      writeFileSync(file, filled);
      done += 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
  return done;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const dir = process.argv[2] ?? 'dist/web';
  console.log(`prerendered ${await prerenderPages(dir)} pages in ${dir}`);
}
