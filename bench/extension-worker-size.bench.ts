// Budget: the extension's background worker script is at most 80 KB gzip (level 9, as a store
// or proxy would compress it). Builds the extension first when its sources are newer than the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXTENSION_DIR, ensureExtensionBuilt } from '../tests/e2e/support/extension';

const BUDGET_KB = 80;

ensureExtensionBuilt();
const script = readFileSync(path.join(EXTENSION_DIR, 'background.js'));
const kb = gzipSync(script, { level: 9 }).length / 1024;
const verdict = kb <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `extension worker: ${kb.toFixed(1)} KB gzip (${(script.length / 1024).toFixed(0)} KB raw), ${verdict} the ${BUDGET_KB} KB budget`,
);
process.exitCode = kb <= BUDGET_KB ? 0 : 1;
