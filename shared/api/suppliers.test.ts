// @vitest-environment node
// Supplier fetchers on the wire: paths, farm_id query, payload checked before sending, tolerant list reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { startStubServer, type StubServer } from './stub-server.test-helper';
import {
  SUPPLIERS_LOAD_ERROR,
  createSupplier,
  deleteSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from './suppliers';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const supplier = {
  id: 's1',
  farm_id: 'f1',
  name: 'Agrovet Ltd',
  business_name: 'Agrovet Ltd',
  email: 'sales@agrovet.co.ke',
  phone: null,
  address: null,
  item_count: 2,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('listSuppliers', () => {
  it('asks for one farm and reads the data list', async () => {
    stub.answer({ body: { data: [supplier] } });
    await expect(listSuppliers(stub.api, 'f1')).resolves.toEqual([supplier]);
    expect(stub.last()).toMatchObject({ method: 'GET', path: '/api/suppliers', query: { farm_id: 'f1' } });
  });

  it('sends no farm_id when none is given and accepts a bare array', async () => {
    stub.answer({ body: [supplier] });
    await expect(listSuppliers(stub.api)).resolves.toHaveLength(1);
    expect(stub.last().query).toEqual({});
  });

  it('rejects an answer that is not a list', async () => {
    stub.answer({ body: { data: { nope: true } } });
    await expect(listSuppliers(stub.api, 'f1')).rejects.toThrow(SUPPLIERS_LOAD_ERROR);
  });
});

describe('getSupplier', () => {
  it('reads the detail with receipts', async () => {
    const receipt = {
      id: 'm1',
      item_id: 'i1',
      item_name: 'DAP',
      quantity_change: '50',
      unit: 'kg',
      note: null,
      created_at: '2025-01-02T00:00:00Z',
    };
    stub.answer({ body: { data: { ...supplier, receipts: [receipt], items: [] } } });
    const detail = await getSupplier(stub.api, 's1');
    expect(stub.last().path).toBe('/api/suppliers/s1');
    expect(detail.receipts).toEqual([receipt]);
  });
});

describe('createSupplier and updateSupplier', () => {
  it('posts the docs/product/suppliers.md fields and returns the message and supplier', async () => {
    stub.answer({ status: 201, body: { success: true, message: 'Supplier added', data: supplier } });
    const result = await createSupplier(stub.api, {
      farm_id: 'f1',
      name: ' Agrovet Ltd ',
      email: 'Sales@Agrovet.co.ke',
      phone: '',
      address: '',
    });
    expect(result).toEqual({ message: 'Supplier added', supplier });
    expect(stub.last()).toMatchObject({ method: 'POST', path: '/api/suppliers' });
    expect(stub.last().body).toEqual({
      farm_id: 'f1',
      name: 'Agrovet Ltd',
      email: 'sales@agrovet.co.ke',
      phone: null,
      address: null,
    });
  });

  it('refuses a missing name or a bad e-mail before any request, with field errors', async () => {
    const before = stub.seen.length;
    const error = await createSupplier(stub.api, { farm_id: 'f1', name: '', email: 'nope' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fieldErrors).toMatchObject({
      name: ['Enter the supplier name.'],
      email: [expect.stringContaining('valid e-mail')],
    });
    expect(stub.seen.length).toBe(before);
  });

  it('puts to the supplier path', async () => {
    stub.answer({ body: { success: true, message: 'Supplier updated', data: supplier } });
    await updateSupplier(stub.api, 's 1', { farm_id: 'f1', name: 'Agrovet Ltd' });
    expect(stub.last()).toMatchObject({ method: 'PUT', path: '/api/suppliers/s%201' });
  });

  it('passes the server message of a 422 with its field errors', async () => {
    stub.answer({ status: 422, body: { message: 'Check the form.', errors: { name: ['Taken.'] } } });
    const error = (await createSupplier(stub.api, { farm_id: 'f1', name: 'X' }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error.message).toBe('Check the form.');
    expect(error.fieldErrors).toEqual({ name: ['Taken.'] });
  });
});

describe('deleteSupplier', () => {
  it('deletes and reads success and message', async () => {
    stub.answer({ body: { success: true, message: 'Supplier deleted' } });
    await expect(deleteSupplier(stub.api, 's1')).resolves.toEqual({
      success: true,
      message: 'Supplier deleted',
    });
    expect(stub.last()).toMatchObject({ method: 'DELETE', path: '/api/suppliers/s1' });
  });
});
