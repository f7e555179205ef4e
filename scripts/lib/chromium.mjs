// Finds the Chromium that browser tests and benchmarks drive. Test tools may not download browsers on this
// kind of machine, so we use Debian's package (STACK.md) and install it only when allowed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/**
 * Returns a Chromium path, installing Debian's package when missing and allowed (root with apt-get, and
 * SHAMBA_NO_APT unset). Otherwise it throws a message that says exactly what to install.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  if (isRoot() && hasAptGet() && !process.env.SHAMBA_NO_APT) {
    log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…");
    const run = (cmd) =>
      spawnSync('sh', ['-c', cmd], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (run('apt-get install -y -qq chromium').status !== 0)
      run('apt-get update -qq && apt-get install -y -qq chromium');
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium and none was found.\n' +
      '  Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
      '  or point CHROME_PATH at a Chrome or Chromium binary, then run npm test again.',
  );
}
