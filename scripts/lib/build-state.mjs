// Whether a build in dist/ still matches its sources, decided by content, never by file times
// (docs/decisions/033): `npm install` rewriting package-lock.json, a `touch` or a fresh clone's times rebuild
// nothing; a real edit of what a build reads does. Each build leaves a fingerprint beside its output folder
// (`dist/web.build-fingerprint`; outside the folder, which the server serves): a hash of the source files it
// reads, the lock-file entries of the packages it bundles or runs, and its npm script. Plain node: `npm start`
// runs this before any build tool is loaded.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const FINGERPRINT_SUFFIX = '.build-fingerprint';

/** Folders no build reads from: dependencies, outputs, and tests (production code never imports these). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.wxt',
  '.output',
  'coverage',
  'test',
  'testing',
  'bench',
]);
const SKIPPED_FILES = /(\.(test|pg-test|bench)\.[cm]?[jt]sx?|\.test-helper\.[jt]sx?|^test-support\.[jt]sx?)$/;

/**
 * What each build reads. `sources`: folders and files whose contents count. `packagesFrom`: files whose imports
 * name the packages that count with their whole dependency tree (a bundle's sources; a build config's tools).
 */
export const BUILDS = {
  web: {
    script: 'build:web',
    output: () => 'dist/web',
    mainFile: 'index.html',
    sources: ['web', 'shared', 'scripts/lib/i18n-catalogues.mjs', 'tsconfig.json'],
    packagesFrom: 'sources',
  },
  widgets: {
    script: 'build:widgets',
    // The current release's folder: a loader of an earlier version folder says nothing about this one.
    output: (root) => `dist/widgets/v${widgetsVersion(root)}`,
    mainFile: 'shamba-widgets.js',
    sources: ['widgets', 'shared', 'scripts/lib/i18n-catalogues.mjs', 'tsconfig.json'],
    packagesFrom: 'sources',
  },
  server: {
    script: 'build:server',
    output: () => 'dist/server',
    mainFile: 'server.mjs',
    sources: ['server', 'shared', 'scripts/build-server.mjs', 'tsconfig.json'],
    // The bundle leaves every package outside (node loads them at run time): only the bundler's version counts.
    packagesFrom: ['scripts/build-server.mjs'],
  },
};

/** The widgets' release (shared/embed/widget-files.ts WIDGETS_VERSION), read as text: plain node runs this. */
export function widgetsVersion(root = '.') {
  const source = readFileSync(path.join(root, 'shared/embed/widget-files.ts'), 'utf8');
  const version = /WIDGETS_VERSION = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error('shared/embed/widget-files.ts names no WIDGETS_VERSION');
  return version;
}

/** Every file under `entry` that counts, as paths relative to `root`. */
function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) =>
      child.isDirectory() ? !SKIPPED_FOLDERS.has(child.name) : !SKIPPED_FILES.test(child.name),
    )
    .flatMap((child) => listFiles(root, path.posix.join(entry, child.name)));
}

const SPECIFIERS =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\(\s*|@import\s+(?:url\()?|@plugin\s+)['"]([^'"\n]+)['"]/g;
const BUILTINS = new Set(builtinModules);
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;

/** Any quoted text: a build config names packages outside imports too (`alias: { react: 'preact/compat' }`). */
const QUOTED = /['"]([^'"\s]+)['"]/g;

/** The packages a source text imports (JS, TS or CSS): bare specifiers, not the `@/` alias, relative paths or
 *  node's own modules. `anyQuoted` (build configs) takes every quoted text that could name a package. */
export function importedPackages(text, { anyQuoted = false } = {}) {
  const names = new Set();
  for (const [, specifier] of text.matchAll(anyQuoted ? QUOTED : SPECIFIERS)) {
    if (/^[./~#]|^@\/|:/.test(specifier)) continue;
    const parts = specifier.split('?')[0].split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (PACKAGE_NAME.test(name) && !BUILTINS.has(name)) names.add(name);
  }
  return names;
}

/**
 * The lock-file entries of `roots` and everything they depend on, as `path@version integrity` lines: the
 * installed code these packages stand for. A package the lock does not know is listed as missing.
 */
export function lockedPackages(lock, roots) {
  const packages = lock?.packages ?? {};
  const lines = new Set();
  const seen = new Set();
  const resolve = (from, name) => {
    for (let base = from; ;) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[key]) return key;
      if (!base) return undefined;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
  };
  const visit = (from, name) => {
    const key = resolve(from, name);
    if (!key) return void lines.add(`${name}@missing`);
    if (seen.has(key)) return;
    seen.add(key);
    const entry = packages[key];
    lines.add(`${key}@${entry.version ?? ''} ${entry.integrity ?? entry.resolved ?? ''}`);
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(key, dependency);
    // Peers and optional dependencies count when installed; absent ones (another platform's binary, a peer
    // nobody asked for) are not part of this build.
    const optional = { ...entry.peerDependencies, ...entry.optionalDependencies };
    for (const dependency of Object.keys(optional)) if (resolve(key, dependency)) visit(key, dependency);
  };
  for (const name of [...roots].sort()) visit('', name);
  return [...lines].sort();
}

const BUILD_CONFIG = /(^|\/)[\w.-]*\.config\.[cm]?[jt]s$|^scripts\//;

/** Adds the packages `file` imports to `found.imported`, and a build config's other quoted names to
 *  `found.named` (they count when the lock file has such a package). */
function addPackages(found, file, text) {
  for (const name of importedPackages(text)) found.imported.add(name);
  if (!BUILD_CONFIG.test(file)) return;
  for (const name of importedPackages(text, { anyQuoted: true })) found.named.add(name);
}

/** The files an npm script names (`node scripts/compress-assets.mjs dist/web`): what the build also runs. */
function filesNamedIn(script, root) {
  return script
    .split(/\s+/)
    .filter((word) => /^[\w.-]+\/[\w./-]+\.[cm]?[jt]s$/.test(word) && existsSync(path.join(root, word)));
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** The fingerprint of build `name` (a key of BUILDS) from the sources in `root` as they are now. */
export function fingerprint(name, root = '.') {
  const build = BUILDS[name];
  const hash = createHash('sha256');
  const script = readJson(path.join(root, 'package.json'))?.scripts?.[build.script] ?? '';
  const files = [
    ...new Set([...build.sources, ...filesNamedIn(script, root)].flatMap((e) => listFiles(root, e))),
  ];
  files.sort();
  const found = { imported: new Set(), named: new Set() };
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`file ${file} ${createHash('sha256').update(content).digest('hex')}\n`);
    if (build.packagesFrom === 'sources') addPackages(found, file, content.toString('utf8'));
  }
  if (Array.isArray(build.packagesFrom)) {
    for (const file of build.packagesFrom) {
      const full = path.join(root, file);
      if (existsSync(full)) addPackages(found, file, readFileSync(full, 'utf8'));
    }
  }
  const lock = readJson(path.join(root, 'package-lock.json'));
  const known = (name) => Boolean(lock?.packages?.[`node_modules/${name}`]);
  const roots = new Set([...found.imported, ...[...found.named].filter(known)]);
  for (const line of lockedPackages(lock, roots)) hash.update(`package ${line}\n`);
  hash.update(`script ${build.script} ${script}\n`);
  return hash.digest('hex');
}

export const fingerprintFile = (name, root = '.') =>
  path.join(root, `${BUILDS[name].output(root)}${FINGERPRINT_SUFFIX}`);

/** The fingerprint recorded by the last build of `name` whose output is still there, if any. */
export function recordedFingerprint(name, root = '.') {
  const file = fingerprintFile(name, root);
  if (!existsSync(path.join(root, BUILDS[name].output(root), BUILDS[name].mainFile))) return undefined;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Stale: never built (or its output is gone), or built from other sources than there are now. */
export function buildIsStale(name, root = '.') {
  return recordedFingerprint(name, root) !== fingerprint(name, root);
}

/** Writes the fingerprint of a build that just succeeded (computed before it started, see runBuild). */
export function recordFingerprint(name, value, root = '.') {
  const file = fingerprintFile(name, root);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`);
}

/** Forgets the last build's fingerprint: a build that starts and fails leaves its output stale. */
export function forgetFingerprint(name, root = '.') {
  rmSync(fingerprintFile(name, root), { force: true });
}

/**
 * Runs build `name` (`npm run <script>`) and records `value`, the fingerprint of the sources it starts from (taken
 * before it starts: a file edited during the build leaves the build stale, never the reverse). Throws when the
 * build fails.
 */
export function runBuild(name, root = '.', value = fingerprint(name, root)) {
  forgetFingerprint(name, root);
  const { status } = spawnSync('npm', ['run', '--silent', BUILDS[name].script], {
    stdio: 'inherit',
    cwd: root,
  });
  if (status !== 0) throw new Error(`npm run ${BUILDS[name].script} failed (exit ${status}).`);
  recordFingerprint(name, value, root);
}

/** Builds those of `names` that are stale, saying what and why; answers their names. Writes nothing otherwise. */
export function buildStale(names, root = '.') {
  const built = [];
  for (const name of names) {
    const value = fingerprint(name, root);
    const recorded = recordedFingerprint(name, root);
    if (recorded === value) continue;
    const why = recorded === undefined ? 'not built yet' : 'its sources changed';
    console.log(`Building ${name} into ${BUILDS[name].output(root)} (${why})…`);
    runBuild(name, root, value);
    built.push(name);
  }
  return built;
}
