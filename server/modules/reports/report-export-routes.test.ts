// A report's file download (docs/product/reports.md "Files (CSV, Excel, PDF)") through the real route plugin, with
// a small report of its own (the registry's reports have their own tests): the figures the report computes over
// the resolved period, written in the asker's language; the report's checks (404 to a stranger, 403 without
// reports.view); 422 for an unknown format or a bad period.
import Fastify, { type FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '@/server/plugins/errors';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember, createTestFarm, type TestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { userSettings } from '@/server/db/schema/user-settings';
import { bearer } from '@/server/test/users';
import { defineReport } from './report-definition';
import { reportExportRoutes } from './report-export-routes';
import { REPORTS } from './report-registry';

let t: TestApp;
let app: FastifyInstance;
let farm: TestFarm;
let other: TestFarm;

const fakeReport = defineReport({
  kind: 'activity',
  schema: z.object({ days: z.array(z.object({ day: z.string(), amount_minor: z.number() })) }),
  async compute(_ctx, scope) {
    return {
      days: [
        { day: scope.from, amount_minor: 123_456 },
        { day: scope.to, amount_minor: -700 },
      ],
    };
  },
  document(figures, scope, language) {
    return {
      fileName: `activity-${scope.from}-${scope.to}`,
      title: language === 'sw' ? 'Shughuli' : 'Activity',
      subtitle: [`${scope.from} - ${scope.to}`],
      currency: scope.currency,
      language,
      tables: [
        {
          title: 'Days',
          columns: [
            { header: 'Day', kind: 'date' },
            { header: 'Amount', kind: 'money' },
          ],
          rows: figures.days.map((d) => [d.day, d.amount_minor]),
        },
      ],
    };
  },
});

beforeAll(async () => {
  t = await createTestApp();
  farm = await createTestFarm(t, { name: 'Mlima Farm' });
  other = await createTestFarm(t, { name: 'Other Farm' });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorate('requireUser', t.app.requireUser);
  registerErrorHandling(app);
  await app.register(reportExportRoutes, { ctx: { db: t.db, clock: t.clock }, reports: [fakeReport] });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = (token: string, query: string, farmId = farm.farmId) =>
  app.inject({
    method: 'GET',
    url: `/api/farms/${farmId}/reports/activity/export?${query}`,
    headers: bearer(token),
  });

describe('report export', () => {
  it('writes the report over the chosen period as CSV', async () => {
    const res = await get(farm.token, 'period=custom&from=2026-01-01&to=2026-03-31&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="activity-2026-01-01-2026-03-31.csv"');
    expect(parse(res.body, { bom: true })).toEqual([
      ['Day', 'Amount (KES)'],
      ['2026-01-01', '1234.56'],
      ['2026-03-31', '-7.00'],
    ]);
  });

  it('writes in the asker’s language and as Excel', async () => {
    await t.db.insert(userSettings).values({ userId: farm.userId, settings: { language: 'sw' } });
    const res = await get(farm.token, 'period=month&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('Shughuli');
    const xlsx = await get(farm.token, 'period=month&format=xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps the report’s walls and refuses an unknown format or a bad period', async () => {
    expect((await get(other.token, 'period=month&format=csv')).statusCode).toBe(404);
    const worker = await addMember(t, farm.farmId, 'worker');
    expect((await get(worker.token, 'period=month&format=csv')).statusCode).toBe(403);
    const bad = await get(farm.token, 'period=month&format=docx');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(['Choose the file format: csv, xlsx or pdf.']);
    const order = await get(farm.token, 'period=custom&from=2026-05-01&to=2026-04-01&format=csv');
    expect(order.statusCode).toBe(422);
  });

  it('serves every registered report as each file through the app', async () => {
    for (const report of REPORTS) {
      for (const format of ['csv', 'xlsx', 'pdf'] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/farms/${farm.farmId}/reports/${report.kind}/export?period=year&format=${format}`,
          headers: bearer(farm.token),
        });
        expect(res.statusCode, `${report.kind} ${format}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.rawPayload.length).toBeGreaterThan(20);
        expect(res.headers['content-disposition']).toMatch(new RegExp(`\\.${format}"`));
      }
    }
  });
});
