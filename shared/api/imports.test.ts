// The imports' fetchers (docs/product/imports.md): the file goes as the raw body with its type, the mapping in the
// query, and the commit under an Idempotency-Key.
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from './client';
import { commitImport, importContentType, previewImport } from './imports';

function recordingApi(answer: unknown) {
  const calls: ApiRequest[] = [];
  const request = async <T>(req: ApiRequest<T>) => {
    calls.push(req as ApiRequest);
    return req.schema ? req.schema.parse(answer) : (answer as T);
  };
  const api = {
    baseURL: 'http://test.invalid',
    request,
    post: (url: string, data: unknown, config = {}) => request({ ...config, method: 'post', url, data }),
  } as unknown as ApiClient;
  return { api, calls };
}

const file = Object.assign(new Blob(['Name\nSeed Co\n']), { name: 'suppliers.csv' });

describe('imports fetchers', () => {
  it('picks the Content-Type by type, else by the name', () => {
    expect(importContentType({ name: 'stock.XLSX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(importContentType({ name: 'stock.csv', type: '' })).toBe('text/csv');
  });

  it('previews without a mapping, and commits with the mapping and an Idempotency-Key', async () => {
    const preview = {
      data: {
        kind: 'suppliers',
        columns: ['Name'],
        mapping: { name: 'Name' },
        row_count: 1,
        invalid_rows: 0,
        error_count: 0,
        errors: [],
        rows: [{ row: 2, cells: { name: 'Seed Co' } }],
      },
    };
    const first = recordingApi(preview);
    expect((await previewImport(first.api, 'f 1', 'suppliers', file)).row_count).toBe(1);
    expect(first.calls[0]).toMatchObject({ url: '/api/farms/f%201/imports/suppliers/preview', data: file });
    expect(first.calls[0]!.headers).toEqual({ 'Content-Type': 'text/csv' });

    const second = recordingApi({
      message: 'Imported 1 records.',
      data: { kind: 'suppliers', created: 1, movements: 0 },
    });
    const { result } = await commitImport(second.api, 'f1', 'suppliers', file, { name: 'Name' }, 'key-1');
    expect(result.created).toBe(1);
    expect(second.calls[0]!.url).toBe(
      `/api/farms/f1/imports/suppliers/commit?mapping=${encodeURIComponent('{"name":"Name"}')}`,
    );
    expect(second.calls[0]!.headers).toEqual({ 'Content-Type': 'text/csv', 'idempotency-key': 'key-1' });
  });
});
