// Public content (docs/product/content.md): versions, publishing, history and restore, the public API showing
// only published text, XSS payloads neutralised in what the public receives, and the permission checks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContentEntryListSchema,
  ContentEntryResponseSchema,
  ContentVersionListSchema,
  PublishedContentListSchema,
  PublishedPageResponseSchema,
} from '@/shared/contracts/content';
import { SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { platformAuditLog } from '@/server/db/schema/platform-config';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof seedPlatformStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await seedPlatformStaff(t, null, 'Content Editor');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

async function pageEntry(slug: string) {
  const list = ContentEntryListSchema.parse((await call(admin.token, 'GET', '/api/admin/content')).json());
  return list.data.find((entry) => entry.slug === slug)!;
}

describe('pages: drafts, publishing, history and restore', () => {
  it('lists the six pages before anything was written', async () => {
    const res = await call(admin.token, 'GET', '/api/admin/content');
    expect(res.statusCode, res.body).toBe(200);
    const pages = ContentEntryListSchema.parse(res.json()).data.filter((e) => e.kind === 'page');
    expect(pages.map((p) => p.slug)).toEqual(['home', 'features', 'about', 'contact', 'terms', 'privacy']);
    expect(pages.every((p) => p.published === null && p.latest === null)).toBe(true);
  });

  it('saves numbered drafts, publishes one, keeps the public on it while a newer draft waits, and restores', async () => {
    const about = await pageEntry('about');
    const save = (title: string, body: string) =>
      call(admin.token, 'POST', `/api/admin/content/${about.id}/versions`, { title, body_markdown: body });

    expect((await save('About Shamba', 'We help **farmers**.')).statusCode).toBe(201);
    const public0 = PublishedPageResponseSchema.parse(
      (await call(null, 'GET', '/api/content/pages/about')).json(),
    );
    expect(public0.data).toBeNull();

    const second = ContentEntryResponseSchema.parse((await save('About us', 'Version two.')).json()).data;
    expect(second.latest?.version).toBe(2);
    const published = await call(
      admin.token,
      'POST',
      `/api/admin/content/${about.id}/versions/${second.latest!.id}/publish`,
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(ContentEntryResponseSchema.parse(published.json()).data.published?.version).toBe(2);

    await save('About us (draft)', 'Not yet public.');
    const page = PublishedPageResponseSchema.parse(
      (await call(null, 'GET', '/api/content/pages/about')).json(),
    ).data;
    expect(page).toMatchObject({ slug: 'about', title: 'About us', html: '<p>Version two.</p>' });

    const history = ContentVersionListSchema.parse(
      (await call(admin.token, 'GET', `/api/admin/content/${about.id}/versions`)).json(),
    ).data;
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history[1]!.published_at).not.toBeNull();
    expect(history[0]!.created_by_name).toBe('Content Editor');

    const first = history.find((v) => v.version === 1)!;
    const restored = await call(
      admin.token,
      'POST',
      `/api/admin/content/${about.id}/versions/${first.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(201);
    const entry = ContentEntryResponseSchema.parse(restored.json()).data;
    expect(entry.latest).toMatchObject({
      version: 4,
      title: 'About Shamba',
      body_markdown: 'We help **farmers**.',
    });
    expect(entry.published?.version).toBe(2);

    const audit = await t.db.select().from(platformAuditLog).where(eq(platformAuditLog.targetId, about.id));
    expect(audit.map((a) => a.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Published version 2/),
        expect.stringMatching(/Restored version 1/),
      ]),
    );
  });

  it('refuses a page that cannot be deleted, and bad drafts with 422s', async () => {
    const home = await pageEntry('home');
    const del = await call(admin.token, 'DELETE', `/api/admin/content/${home.id}`);
    expect(del.statusCode).toBe(409);
    const cases: [object, string, RegExp][] = [
      [{ title: '', body_markdown: 'x' }, 'title', /Enter a title/],
      [{ title: 'x'.repeat(201), body_markdown: 'x' }, 'title', /200 characters/],
      [{ title: 'Ok', body_markdown: 'x'.repeat(50_001) }, 'body_markdown', /50,000 characters/],
      [{ title: 'Ok' }, 'body_markdown', /Enter the text/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(admin.token, 'POST', `/api/admin/content/${home.id}/versions`, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]?.[0]).toMatch(message);
    }
    const unknown = await call(
      admin.token,
      'POST',
      '/api/admin/content/6f1c2a4e-0000-4000-8000-00000000abcd/versions',
      {
        title: 'x',
        body_markdown: 'y',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/content/pages/blog')).statusCode).toBe(422);
  });
});

describe('FAQ and announcements', () => {
  it('shows only published entries, rendered with every script and handler removed', async () => {
    const xss =
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [go](javascript:alert(1)) <a href="javascript:x" onclick="y">z</a>';
    const create = (kind: string, title: string, body: string, sort_order?: number) =>
      call(admin.token, 'POST', '/api/admin/content', { kind, title, body_markdown: body, sort_order });
    const faq = ContentEntryResponseSchema.parse(
      (await create('faq', 'Can I pay by M-Pesa?', xss, 1)).json(),
    ).data;
    await create('faq', 'Hidden draft', 'Not published');
    const announcement = ContentEntryResponseSchema.parse(
      (await create('announcement', 'New: reports export', 'Now in the **Pro** package.')).json(),
    ).data;
    for (const entry of [faq, announcement]) {
      const res = await call(
        admin.token,
        'POST',
        `/api/admin/content/${entry.id}/versions/${entry.latest!.id}/publish`,
      );
      expect(res.statusCode).toBe(200);
    }

    const faqs = PublishedContentListSchema.parse((await call(null, 'GET', '/api/content/faq')).json()).data;
    expect(faqs.map((f) => f.title)).toEqual(['Can I pay by M-Pesa?']);
    const html = faqs[0]!.html;
    // The payloads survive only as visible text: every tag in the answer is one the renderer writes.
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<\/?(p|br|strong|em|a|code)(>|\s)/);
    expect(html).not.toMatch(/<[^>]+\son\w+=|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    const announcements = PublishedContentListSchema.parse(
      (await call(null, 'GET', '/api/content/announcements')).json(),
    ).data;
    expect(announcements[0]).toMatchObject({
      title: 'New: reports export',
      html: '<p>Now in the <strong>Pro</strong> package.</p>',
    });

    const bad = await create('page', 'Another page', 'x');
    expect(bad.statusCode).toBe(422);

    const unpublished = await call(admin.token, 'POST', `/api/admin/content/${announcement.id}/unpublish`);
    expect(unpublished.statusCode).toBe(200);
    expect((await call(null, 'GET', '/api/content/announcements')).json().data).toEqual([]);

    expect((await call(admin.token, 'DELETE', `/api/admin/content/${faq.id}`)).statusCode).toBe(204);
    expect((await call(null, 'GET', '/api/content/faq')).json().data).toEqual([]);
  });
});

describe('who may edit', () => {
  it('refuses farmers and staff without content permissions', async () => {
    const farmer = await registerUser(t.app);
    const support = await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Sam Support');
    const home = await pageEntry('home');
    for (const token of [farmer.token, support.token]) {
      expect((await call(token, 'GET', '/api/admin/content')).statusCode).toBe(403);
      const save = await call(token, 'POST', `/api/admin/content/${home.id}/versions`, {
        title: 'x',
        body_markdown: 'y',
      });
      expect(save.statusCode).toBe(403);
    }
    const refused = await call(support.token, 'POST', '/api/admin/content', {
      kind: 'faq',
      title: 'x',
      body_markdown: 'y',
    });
    expect(refused.json()).toMatchObject({ missing_permission: 'content.create' });
    expect((await call(null, 'GET', '/api/admin/content')).statusCode).toBe(401);
  });
});
