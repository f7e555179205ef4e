// @vitest-environment node
// The push worker is built into dist/web after the web app (npm run build:web): it must add only its script.
import { describe, expect, it } from 'vitest';
import config from './vite.config';

describe('push worker build', () => {
  it('copies no public folder into the web app (the root public/ belongs to the extension)', () => {
    expect(config).toMatchObject({ publicDir: false, build: { emptyOutDir: false } });
  });
});
