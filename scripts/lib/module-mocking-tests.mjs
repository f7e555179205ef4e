// Which unit test files replace modules with vi.mock. Those run isolated (a fresh module registry and DOM per
// file, as vi.mock needs); every other unit test file shares its worker's modules and DOM with the files before
// it, which makes the unit suite about four times faster (docs/testing.md "Isolation").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (TEST_FILE.test(entry.name)) yield full;
  }
}

/** The test files under `roots` (relative to `cwd`) that call vi.mock, as paths relative to `cwd`. */
export function moduleMockingTests(roots, cwd = process.cwd()) {
  const found = [];
  for (const root of roots) {
    const dir = path.join(cwd, root);
    try {
      for (const file of testFiles(dir)) {
        if (readFileSync(file, 'utf8').includes('vi.mock(')) found.push(path.relative(cwd, file));
      }
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return found.sort();
}
