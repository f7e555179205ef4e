// Decides whether the web build in dist/web is older than its sources, so `npm start` builds only what is missing.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['web', 'shared', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', '.wxt']);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (SKIP.has(child) || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsStale(outputIndex = 'dist/web/index.html') {
  if (!existsSync(outputIndex)) return true;
  const built = statSync(outputIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** The release being built (shared/embed/widget-files.ts WIDGETS_VERSION), read as text: plain node runs this. */
function widgetsVersion() {
  const source = readFileSync('shared/embed/widget-files.ts', 'utf8');
  const version = /WIDGETS_VERSION = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error('shared/embed/widget-files.ts names no WIDGETS_VERSION');
  return version;
}

/** The widgets' loader (npm run build:widgets) of the current release: missing, or older than the widgets or
 *  the shared code it bundles. */
export function widgetsBuildIsStale(output = `dist/widgets/v${widgetsVersion()}/shamba-widgets.js`) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return ['widgets', 'shared', 'package-lock.json'].some((source) => newestMtime(source) > built);
}
