// The soil sample fetchers on the wire: a lab report goes up as the raw body with its type and name, and comes
// back as the same bytes (the client's blob answers), and the list sends only the filters that are set.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client';
import { downloadSoilReport, listSoilSamples, uploadSoilReport } from './soil-samples';

const SAMPLE = {
  id: 's1',
  field_id: 'fld-1',
  field_name: 'North block',
  sampled_on: '2026-02-01',
  depth_cm: null,
  location: null,
  lab_name: null,
  ph: 6,
  nitrogen: null,
  phosphorus: null,
  potassium: null,
  organic_matter: null,
  ec: null,
  extra_values: [],
  notes: null,
  retest_interval_days: null,
  retest_due_on: null,
  has_report: true,
  report_file_name: 'lab report.pdf',
  created_at: '2026-02-01T08:00:00.000Z',
};

interface Seen {
  method: string;
  url: URL;
  contentType: string | undefined;
  bytes: Buffer;
}

let server: http.Server;
let api: ApiClient;
const seen: Seen[] = [];
let stored = Buffer.alloc(0);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const bytes = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url, contentType: req.headers['content-type'], bytes });
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
      };
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      if (req.method === 'PUT') {
        stored = bytes;
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ success: true, message: 'Report saved.', data: SAMPLE }));
      }
      if (url.pathname.endsWith('/report')) {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/pdf' });
        return res.end(stored);
      }
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ data: [SAMPLE], meta: { page: 1, per_page: 25, total: 1, unfiltered_total: 1 } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    getToken: () => 'token',
    setToken: () => {},
    onUnauthorized: () => {},
    onReloadRequired: () => {},
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastOf = (method: string) => seen.filter((s) => s.method === method).at(-1)!;

describe('soil sample fetchers', () => {
  it('uploads the report as the raw body and downloads the same bytes', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x00, 0xff, 0x80]);
    const file = new File([bytes], 'lab report.pdf', { type: 'application/pdf' });
    const saved = await uploadSoilReport(api, 'f1', 's1', file);
    expect(saved).toMatchObject({ message: 'Report saved.', sample: { has_report: true } });
    const put = lastOf('PUT');
    expect(put.url.pathname).toBe('/api/farms/f1/soil-samples/s1/report');
    expect(put.url.searchParams.get('file_name')).toBe('lab report.pdf');
    expect(put.contentType).toBe('application/pdf');
    expect([...put.bytes]).toEqual([...bytes]);

    const blob = await downloadSoilReport(api, 'f1', 's1');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('sends only the filters that are set', async () => {
    const page = await listSoilSamples(api, 'f1', { field_id: 'fld-1', from: '', page: 2 });
    expect(page.data[0]?.id).toBe('s1');
    const get = lastOf('GET');
    expect(get.url.pathname).toBe('/api/farms/f1/soil-samples');
    expect(Object.fromEntries(get.url.searchParams)).toEqual({ field_id: 'fld-1', page: '2' });
  });
});
