// Lighthouse runs for the benchmark: the mobile preset (Lighthouse's default config: a mid-range phone on slow
// 4G, simulated), performance only, in Debian's Chromium launched through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from '../scripts/lib/chromium.mjs';

export interface PageFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Bytes over the wire (compressed), every request of the load. */
  transferKb: number;
  scripts: number;
}

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
}

type Chrome = Awaited<ReturnType<typeof launchChrome>>;

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function measure(chrome: Chrome, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    transferKb: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scripts: items.filter((item) => item.resourceType === 'Script').length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The median of each figure over `runs` loads (each a cold load: Lighthouse resets storage and cache). */
export async function medianOf(chrome: Chrome, url: string, runs: number): Promise<PageFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    // On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART): such a run is taken again once.
    all.push(await measure(chrome, url).catch(() => measure(chrome, url)));
  }
  const of = (key: keyof PageFigures) => median(all.map((f) => f[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    transferKb: of('transferKb'),
    scripts: of('scripts'),
  };
}
