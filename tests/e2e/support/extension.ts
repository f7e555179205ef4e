// The built extension in headless Chromium: built first when its sources are newer than the
// build, loaded with --load-extension into a persistent context (STACK.md), its id read from the service
// worker's URL (it depends on the folder), and its badge read inside the worker.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium.mjs';

/** The part of the extension API evaluated inside the worker. */
declare const chrome: {
  action: { getBadgeText(details: object): Promise<string> };
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  notifications: { getAll(): Promise<Record<string, boolean>> };
};

export const EXTENSION_DIR = path.resolve('dist/extension/chrome-mv3');
const SOURCES = ['entrypoints', 'extension', 'shared', 'public', 'wxt.config.ts', 'package-lock.json'];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newest(path.join(entry, child))));
}

export function ensureExtensionBuilt() {
  const manifest = path.join(EXTENSION_DIR, 'manifest.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= Math.max(...SOURCES.map(newest))) return;
  const build = spawnSync('npm', ['run', '--silent', 'build:ext'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:ext failed; the extension suite needs its build.');
}

export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  id: string;
  page(name: 'popup' | 'sidepanel' | 'options'): Promise<Page>;
  badgeText(): Promise<string>;
  /** Ids of the system notifications the extension is showing. */
  systemNotifications(): Promise<string[]>;
  /** A value the extension keeps in chrome.storage.local. */
  stored(key: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function launchWithExtension(chromiumPath: string): Promise<LoadedExtension> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'shamba-ext-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  return {
    context,
    worker,
    id,
    async page(name) {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`chrome-extension://${id}/${name}.html`);
      return page;
    },
    badgeText: () => worker.evaluate(() => chrome.action.getBadgeText({})),
    systemNotifications: () => worker.evaluate(async () => Object.keys(await chrome.notifications.getAll())),
    stored: (key) => worker.evaluate(async (k) => (await chrome.storage.local.get(k))[k], key),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
