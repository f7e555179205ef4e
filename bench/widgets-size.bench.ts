// Budget: the widgets' loader, defining all four custom elements with Preact's React-compatible layer bundled in
// once, is at most 45 KB gzip (level 9, as a CDN or reverse proxy would serve it): no heavier than the lightest
// comparable embed (Courier's elements, 43 KB; Novu's, 66 KB). The realtime script the live widgets load on demand
// is printed too (docs/decisions/020, 029). Run after `npm run build:widgets` (npm run bench does it).
// WIDGETS_DIST_DIR (as for the server; default dist/widgets) measures a build made elsewhere, e.g.
// `vite build --config widgets/vite.config.ts --outDir /tmp/w/v{version}` then WIDGETS_DIST_DIR=/tmp/w.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';
import { LOADER_FILE, REALTIME_FILE, WIDGET_TAGS, WIDGETS_VERSION } from '../shared/embed/widget-files';

const BUDGET_KB = 45;
const folder = `${process.env.WIDGETS_DIST_DIR || 'dist/widgets'}/v${WIDGETS_VERSION}`;
const gzipKb = (file: string) => {
  const body = readFileSync(`${folder}/${file}`);
  return { kb: gzipSync(body, { level: 9 }).length / 1024, text: body.toString('utf8') };
};

const loader = gzipKb(LOADER_FILE);
const realtime = gzipKb(REALTIME_FILE);

// The loader really defines every element: run it in Chromium and ask the custom element registry.
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage();
await page.addScriptTag({ content: loader.text });
const defined = await page.evaluate(
  (tags) => tags.filter((tag) => customElements.get(tag) !== undefined),
  [...WIDGET_TAGS],
);
await browser.close();
const missing = WIDGET_TAGS.filter((tag) => !defined.includes(tag));

console.log(
  `  ${loader.kb.toFixed(1).padStart(7)} KB  ${LOADER_FILE} (defines ${WIDGET_TAGS.length - missing.length} of ${WIDGET_TAGS.length} elements)`,
);
console.log(
  `  ${realtime.kb.toFixed(1).padStart(7)} KB  ${REALTIME_FILE} (loaded on demand by the live widgets)`,
);
const ok = loader.kb <= BUDGET_KB && missing.length === 0;
console.log(
  `widgets loader: ${loader.kb.toFixed(1)} KB gzip with Preact bundled in` +
    `${missing.length ? `, MISSING ${missing.join(', ')}` : ''} (${ok ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget)`,
);
process.exitCode = ok ? 0 : 1;
