// @vitest-environment node
// Storage location fetchers on the wire: docs/product/storage-locations.md paths and payload (location_type, conditions as text), the
// status/message answers, the 409 refusal and the list variants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestError } from './errors';
import {
  STORAGE_LOAD_ERROR,
  createStorageLocation,
  deleteStorageLocation,
  getStorageLocation,
  listFarmStorageLocations,
  listStorageLocations,
  updateStorageLocation,
} from './storage-locations';
import { startStubServer, type StubServer } from './stub-server.test-helper';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const location = {
  id: 'l1',
  farm_id: 'f1',
  name: 'Main store',
  type: 'Warehouse',
  capacity: '100.00',
  capacity_unit: 'kg',
  current_utilization: '40.00',
  storage_conditions: { temperature_controlled: false, humidity_controlled: false },
  address: 'By the gate',
  description: null,
  status: 'active',
  security_level: 'standard',
  parent_location_id: null,
  item_count: 3,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const input = {
  name: ' Cold room ',
  location_type: 'Cold Storage' as const,
  farm_id: 'f1',
  capacity: '250',
  capacity_unit: 'liters' as const,
  address: 'North barn',
  description: '',
  conditions: { temperature_controlled: true, humidity_controlled: false },
};

describe('reading', () => {
  it('lists by ?farm_id= and reads status and data', async () => {
    stub.answer({ body: { status: 'success', data: [location] } });
    await expect(listStorageLocations(stub.api, 'f1')).resolves.toEqual([location]);
    expect(stub.last()).toMatchObject({
      path: '/api/inventory/storage-locations',
      query: { farm_id: 'f1' },
    });
  });

  it.each([
    ['a bare array', [location]],
    ['a data array', { data: [location] }],
  ])('lists under the farm from %s', async (_, body) => {
    stub.answer({ body });
    await expect(listFarmStorageLocations(stub.api, 'f1')).resolves.toHaveLength(1);
    expect(stub.last().path).toBe('/api/farms/f1/storage-locations');
  });

  it('fails with the docs/product/storage-locations.md message when the list cannot be read', async () => {
    stub.answer({ body: { status: 'success', data: 'nothing' } });
    await expect(listStorageLocations(stub.api, 'f1')).rejects.toThrow(STORAGE_LOAD_ERROR);
  });

  it('gets one location, farm-scoped when a farm is given', async () => {
    stub.answer({ body: { status: 'success', data: { ...location, uncounted_items: 2 } } });
    await expect(getStorageLocation(stub.api, 'l1', 'f1')).resolves.toMatchObject({ uncounted_items: 2 });
    expect(stub.last().path).toBe('/api/farms/f1/storage-locations/l1');
    await getStorageLocation(stub.api, 'l1');
    expect(stub.last().path).toBe('/api/inventory/storage-locations/l1');
  });
});

describe('writing', () => {
  it('posts the docs/product/storage-locations.md payload with the conditions as text', async () => {
    stub.answer({
      status: 201,
      body: { status: 'success', message: 'Storage location added', data: location },
    });
    const result = await createStorageLocation(stub.api, input);
    expect(result).toEqual({ message: 'Storage location added', location });
    expect(stub.last()).toMatchObject({ method: 'POST', path: '/api/inventory/storage-locations' });
    const body = stub.last().body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Cold room',
      location_type: 'Cold Storage',
      farm_id: 'f1',
      capacity: 250,
      capacity_unit: 'liters',
      address: 'North barn',
      description: null,
      security_level: 'standard',
    });
    expect(typeof body.conditions).toBe('string');
    expect(JSON.parse(body.conditions as string)).toEqual({
      temperature_controlled: true,
      humidity_controlled: false,
    });
  });

  it('refuses a missing name, type, address or a negative capacity before any request', async () => {
    const before = stub.seen.length;
    const error = (await createStorageLocation(stub.api, {
      ...input,
      name: '',
      address: ' ',
      capacity: -1,
      location_type: 'Silo' as never,
    }).catch((e: unknown) => e)) as ApiRequestError;
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'address',
      'capacity',
      'location_type',
      'name',
    ]);
    expect(stub.seen.length).toBe(before);
  });

  it('puts the same payload to the location path', async () => {
    stub.answer({ body: { status: 'success', message: 'Storage location updated', data: location } });
    await expect(updateStorageLocation(stub.api, 'l1', input)).resolves.toMatchObject({
      message: 'Storage location updated',
    });
    expect(stub.last()).toMatchObject({ method: 'PUT', path: '/api/inventory/storage-locations/l1' });
  });

  it('treats a 200 whose status is not success as a failure with its message', async () => {
    stub.answer({ body: { status: 'error', message: 'Quota reached' } });
    await expect(updateStorageLocation(stub.api, 'l1', input)).rejects.toThrow('Quota reached');
  });

  it('deletes and reads the message', async () => {
    stub.answer({ body: { status: 'success', message: 'Storage location deleted' } });
    await expect(deleteStorageLocation(stub.api, 'l1')).resolves.toEqual({
      message: 'Storage location deleted',
      location: undefined,
    });
    expect(stub.last()).toMatchObject({ method: 'DELETE', path: '/api/inventory/storage-locations/l1' });
  });

  it('passes the 409 message of a location that still holds stock', async () => {
    const message = 'This location still holds 2 items. Move or use up the stock before deleting it.';
    stub.answer({ status: 409, body: { message, code: 'location_not_empty' } });
    await expect(deleteStorageLocation(stub.api, 'l1')).rejects.toMatchObject({ status: 409, message });
  });
});
