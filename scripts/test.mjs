// `npm test`: every check, in order: types, lint and formatting (side by side), the unit and server suites, the
// builds (web app, widgets, extension, server), and the browser end-to-end suite in headless Chromium. It finds
// (or, when allowed, installs) Chromium first so a fresh machine fails at once with what to install rather than
// after minutes of other work.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.mjs';

const results = [];
const REPORT_DIR = 'test-results';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ label, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) finish(1);
}

/**
 * Runs independent checks side by side (each is one single-threaded process, so two cores take two at once), each
 * one's output held back and printed whole when it ends so the log stays readable.
 */
async function runTogether(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}\n${output}`);
            resolve({ label, ok: status === 0, seconds: (Date.now() - started) / 1000 });
          });
        }),
    ),
  );
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) finish(1);
}

function vitest(label, projects, reportName) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${REPORT_DIR}/${reportName}.json`);
  run(label, 'npx', args);
}

/** Totals from vitest's JSON reports, printed as the closing "N passed, N failed" line CI reads. */
function countTests() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['unit-server', 'e2e']) {
    const file = `${REPORT_DIR}/${name}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return { passed, failed, skipped };
}

function finish(code) {
  console.log('\n== npm test summary ==');
  for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.label} (${r.seconds.toFixed(1)} s)`);
  const { passed, failed, skipped } = countTests();
  console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(code);
}

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

await runTogether([
  { label: 'types', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { label: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);
vitest(
  'unit and server suites',
  ['unit', 'unit-isolated', 'widgets', 'server', 'server-isolated'],
  'unit-server',
);
// Through scripts/build.mjs: each build records its fingerprint, so the browser suite's setup finds them current.
run('web build', 'node', ['scripts/build.mjs', 'web']);
run('widgets build', 'node', ['scripts/build.mjs', 'widgets']);
run('server build', 'node', ['scripts/build.mjs', 'server']);
run('extension build', 'npm', ['run', '--silent', 'build:ext']);
process.env.CHROME_PATH = chromium;
vitest('browser end-to-end suite', ['e2e'], 'e2e');
finish(0);
