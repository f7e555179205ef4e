// `npm run bench`: every benchmark of the issues, each printing its figures and its budget. Speed and size are
// measured here, never by timed tests. Pass names to run a subset: `npm run bench -- home-page-js auth-me`.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildStale } from './lib/build-state.mjs';

const require = createRequire(import.meta.url);
const FOLDERS = ['bench', 'server/bench'];
const wanted = process.argv.slice(2);

const benches = FOLDERS.filter((dir) => existsSync(dir))
  .flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => path.join(dir, f)),
  )
  .filter((file) => wanted.length === 0 || wanted.some((w) => file.includes(w)));

// The benchmarks measure the product as `npm start` serves it: the built web app, widgets and server.
try {
  buildStale(['web', 'widgets', 'server']);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const outcomes = [];
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const { status } = spawnSync(process.execPath, [require.resolve('tsx/cli'), file], { stdio: 'inherit' });
  outcomes.push({ file, ok: status === 0 });
}
console.log('\n== bench summary ==');
for (const o of outcomes) console.log(`${o.ok ? '✔ within budget' : '✘ over budget or failed'}  ${o.file}`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
