// Precompresses a build folder: every text file above COMPRESS_MIN_BYTES gets a Brotli (`.br`) and a gzip (`.gz`)
// copy beside it, at the highest levels (it runs once per build, not per request). The server sends the copy the
// browser accepts (server/lib/precompressed.ts, docs/decisions/030). Run after a build:
//   node scripts/compress-assets.mjs dist/web [dist/widgets …]
// Copies left by an earlier build are removed first, so a file that shrank below the threshold or disappeared
// never leaves a stale `.br` the server would prefer to the new original.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below about 1 KB the headers dominate and compression saves almost nothing. */
export const COMPRESS_MIN_BYTES = 1024;
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
const COPIES = /\.(br|gz)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Brotli and gzip copies of one file; a copy that is not smaller than the original is not written. */
async function compressFile(file) {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, copy] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (copy.length >= original.length) continue;
    await writeFile(file + suffix, copy);
    written += 1;
  }
  return { original: original.length, br: br.length, gz: gz.length, written };
}

/** Compresses one folder; returns what it did, for the build log. */
export async function compressFolder(dir) {
  const all = [];
  for await (const file of filesUnder(dir)) all.push(file);
  await Promise.all(all.filter((f) => COPIES.test(f)).map((f) => rm(f, { force: true })));
  const candidates = [];
  for (const file of all) {
    if (COPIES.test(file) || !COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size > COMPRESS_MIN_BYTES) candidates.push(file);
  }
  const totals = { files: 0, original: 0, br: 0, gz: 0 };
  // A few at a time: the machine that builds may be small, and Brotli's top level is CPU-bound.
  const queue = [...candidates];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compressFile(file);
      if (sizes.written === 0) continue;
      totals.files += 1;
      totals.original += sizes.original;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/compress-assets.mjs <build folder> [more folders…]');
    process.exit(2);
  }
  for (const dir of dirs) {
    const t = await compressFolder(dir);
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `compressed ${t.files} files in ${dir}: ${kb(t.original)} → ${kb(t.br)} brotli, ${kb(t.gz)} gzip`,
    );
  }
}
