// `npm run build`: builds everything `npm start` serves (the web app, the widgets, the server) and records each
// build's fingerprint, so a later `npm start` (or `npm start -- --no-build` in a deployment) finds them current
// (docs/decisions/033). `node scripts/build.mjs web server` builds some of them.
import { BUILDS, runBuild } from './lib/build-state.mjs';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BUILDS));
if (unknown.length > 0) {
  console.error(`Unknown build: ${unknown.join(', ')} (known: ${Object.keys(BUILDS).join(', ')}).`);
  process.exit(1);
}
try {
  for (const name of wanted.length > 0 ? wanted : Object.keys(BUILDS)) runBuild(name);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
