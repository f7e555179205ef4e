import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOIL_REPORT_MAX_BYTES, SoilSampleResponseSchema } from '@/shared/contracts/soil-samples';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer } from '@/server/test/users';
import {
  createField,
  createSoilSample,
  seedFieldsFarm,
  seedMemberToken,
  type FieldsWorld,
} from '@/server/modules/fields/test-support';

let t: TestApp;
let w: FieldsWorld;
let other: FieldsWorld;
let sampleId: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T08:00:00Z'));
  w = await seedFieldsFarm(t);
  other = await seedFieldsFarm(t);
  const field = await createField(t, w);
  sampleId = (await createSoilSample(w, field.id)).id;
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const reportUrl = (id = sampleId, farmId = w.farmId, name = 'Lab report.pdf') =>
  `/api/farms/${farmId}/soil-samples/${id}/report?file_name=${encodeURIComponent(name)}`;

const put = (body: Buffer | string, contentType: string, url = reportUrl(), token = w.token) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: body,
    headers: { ...bearer(token), 'content-type': contentType },
  });

describe('PUT and GET /api/farms/{farmId}/soil-samples/{sampleId}/report', () => {
  it('keeps a PDF and gives it back byte for byte as a download', async () => {
    const res = await put(PDF, 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(SoilSampleResponseSchema.parse(res.json()).data).toMatchObject({
      has_report: true,
      report_file_name: 'Lab report.pdf',
    });
    const file = await t.app.inject({ method: 'GET', url: reportUrl(), headers: bearer(w.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Lab report.pdf"; filename*=UTF-8''Lab%20report.pdf`,
    );
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
  });

  it('replaces the report with a photo', async () => {
    const res = await put(PNG, 'image/png', reportUrl(sampleId, w.farmId, 'C:\\scans\\photo.png'));
    expect(SoilSampleResponseSchema.parse(res.json()).data.report_file_name).toBe('photo.png');
    const file = await t.app.inject({ method: 'GET', url: reportUrl(), headers: bearer(w.token) });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.length).toBe(PNG.length);
  });

  it('refuses other types, a mislabelled file, an empty one and a missing name with 422', async () => {
    const message = 'Send the report as a PDF, PNG or JPEG file.';
    for (const [body, type] of [
      ['plain words', 'text/plain'],
      ['{"file":"x"}', 'application/json'],
      [PNG, 'application/pdf'],
    ] as const) {
      const res = await put(body, type);
      expect(res.statusCode, type).toBe(422);
      expect(res.json()).toMatchObject({ errors: { file: [message] } });
    }
    expect((await put(Buffer.alloc(0), 'application/pdf')).statusCode).toBe(422);
    const nameless = await put(
      PDF,
      'application/pdf',
      `/api/farms/${w.farmId}/soil-samples/${sampleId}/report`,
    );
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json()).toMatchObject({
      errors: { file_name: ['Give the report a file name (file_name).'] },
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(SOIL_REPORT_MAX_BYTES)]);
    const res = await put(big, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'The report is larger than 5 MB: send a smaller file (a PDF or a photo of the report).',
    });
  });

  it('answers 404 for a sample without a report, and to another farm', async () => {
    const field = await createField(t, w);
    const bare = await createSoilSample(w, field.id);
    const none = await t.app.inject({ method: 'GET', url: reportUrl(bare.id), headers: bearer(w.token) });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'This soil sample has no report file yet.' });
    expect((await put(PDF, 'application/pdf', reportUrl(), other.token)).statusCode).toBe(404);
    expect(
      (await put(PDF, 'application/pdf', reportUrl(sampleId, other.farmId), other.token)).statusCode,
    ).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: reportUrl(), headers: bearer(other.token) });
    expect(read.statusCode).toBe(404);
  });

  it('lets a viewer download but not upload', async () => {
    const viewer = await seedMemberToken(t, w.farmId, 'viewer');
    const res = await put(PDF, 'application/pdf', reportUrl(), viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ missing_permission: 'crops.edit' });
    const read = await t.app.inject({ method: 'GET', url: reportUrl(), headers: bearer(viewer) });
    expect(read.statusCode).toBe(200);
  });
});
