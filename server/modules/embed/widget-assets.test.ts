// The loader is served under a versioned path with a year of immutable caching and CORS "*" (it holds
// no data), and the demo page shows every widget with its snippet.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADER_FILE, translationFile, WIDGET_TAGS, WIDGETS_VERSION } from '@/shared/embed/widget-files';
import { createTestApp, type TestApp } from '@/server/test/app';
import { isEarlierSameMajor } from './widget-assets';

const dist = mkdtempSync(path.join(os.tmpdir(), 'shamba-widgets-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, `v${WIDGETS_VERSION}`));
  writeFileSync(path.join(dist, `v${WIDGETS_VERSION}`, LOADER_FILE), 'customElements.define("x", class {});');
  writeFileSync(
    path.join(dist, `v${WIDGETS_VERSION}`, translationFile('sw')),
    'window.ShambaWidgetsTexts = {};',
  );
  t = await createTestApp({ config: { WIDGETS_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('widget assets', () => {
  it('serves the loader immutable for a year, to any origin', async () => {
    const res = await t.app.inject({
      url: `/widgets/v${WIDGETS_VERSION}/${LOADER_FILE}`,
      headers: { origin: 'https://anywhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('customElements.define');
    expect(res.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers['content-type']).toContain('text/javascript');
  });

  it('serves the Kiswahili texts the widgets load on demand, like the loader', async () => {
    expect(translationFile('sw')).toBe('shamba-widgets.sw.js');
    const res = await t.app.inject({
      url: `/widgets/v${WIDGETS_VERSION}/${translationFile('sw')}`,
      headers: { origin: 'https://anywhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ShambaWidgetsTexts');
    expect(res.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    expect(
      (await t.app.inject({ url: `/widgets/v${WIDGETS_VERSION}/${translationFile('fr')}` })).statusCode,
    ).toBe(404);
  });

  it('serves nothing else from the widgets folder', async () => {
    const res = await t.app.inject({ url: `/widgets/v${WIDGETS_VERSION}/..%2F..%2Fpackage.json` });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/widgets/v0.0.1/${LOADER_FILE}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/widgets/v2.0.0/${LOADER_FILE}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/widgets/vlatest/${LOADER_FILE}` })).statusCode).toBe(404);
  });

  it('sends a page that still names an earlier 1.x release on to the current loader', async () => {
    for (const earlier of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      const res = await t.app.inject({ url: `/widgets/v${earlier}/${LOADER_FILE}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/widgets/v${WIDGETS_VERSION}/${LOADER_FILE}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('knows which versions are earlier releases of the current major', () => {
    expect(isEarlierSameMajor('1.0.0')).toBe(true);
    expect(isEarlierSameMajor('1.1.0')).toBe(true);
    expect(isEarlierSameMajor('1.1.9')).toBe(true);
    expect(isEarlierSameMajor(WIDGETS_VERSION)).toBe(false);
    expect(isEarlierSameMajor('1.9.0')).toBe(false);
    expect(isEarlierSameMajor('0.9.0')).toBe(false);
    expect(isEarlierSameMajor('1.0')).toBe(false);
  });

  it('shows each widget with its snippet on the demo page, with the given key escaped', async () => {
    const res = await t.app.inject({ url: '/widgets/demo?key=pk_demo"><script>x</script>' });
    expect(res.statusCode).toBe(200);
    for (const tag of WIDGET_TAGS) expect(res.body).toContain(`&#60;${tag} publishable-key=`);
    expect(res.body).toContain(`/widgets/v${WIDGETS_VERSION}/${LOADER_FILE}`);
    expect(res.body).not.toContain('<script>x</script>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
