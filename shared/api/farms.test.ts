// @vitest-environment node
// Farm fetchers on the wire: paths, the status filter, the docs/product/farms.md parse rule ("Failed to parse farm response"
// when no farm can be read, stray text around the JSON tolerated), the delete outcome and restore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import {
  FARM_PARSE_ERROR,
  createFarm,
  deleteFarm,
  getFarm,
  listFarms,
  restoreFarm,
  updateFarm,
} from './farms';
import { startStubServer, type StubServer } from './stub-server.test-helper';
import { makeFarm } from './testing/farms';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const farm = makeFarm({
  id: 'f1',
  location: 'Nakuru',
  size: '12.50',
  main_enterprise: 'dairy',
  owner_id: 'u1',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('listFarms', () => {
  it('asks for active farms by default and reads the data wrapper', async () => {
    stub.answer({ body: { data: [farm] } });
    await expect(listFarms(stub.api)).resolves.toEqual([farm]);
    expect(stub.last()).toMatchObject({ method: 'GET', path: '/api/farms', query: { status: 'active' } });
  });

  it('passes the archived filter', async () => {
    stub.answer({ body: { data: [] } });
    await listFarms(stub.api, 'archived');
    expect(stub.last().query).toEqual({ status: 'archived' });
  });

  it('reads a farm list with a stray notice around the JSON (docs/product/farms.md)', async () => {
    stub.answer({ body: `<b>Notice</b>: Undefined index [x]\n${JSON.stringify({ data: [farm] })}` });
    await expect(listFarms(stub.api)).resolves.toHaveLength(1);
  });

  it.each([
    ['text without JSON', 'Service temporarily unavailable'],
    ['JSON that is no farm list', JSON.stringify({ data: [{ id: 1 }] })],
  ])('fails with "Failed to parse farm response" on %s', async (_, body) => {
    stub.answer({ body });
    const error = await listFarms(stub.api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(FARM_PARSE_ERROR);
  });
});

describe('one farm', () => {
  it('gets a farm by id', async () => {
    stub.answer({ body: { data: farm } });
    await expect(getFarm(stub.api, 'f1')).resolves.toEqual(farm);
    expect(stub.last().path).toBe('/api/farms/f1');
  });

  it('fails with the farm parse message when the detail is not a farm', async () => {
    stub.answer({ body: 'PHP Warning: oops' });
    await expect(getFarm(stub.api, 'f1')).rejects.toThrow(FARM_PARSE_ERROR);
  });

  it('creates with the contract defaults (KES, acres, crops) and a trimmed name', async () => {
    stub.answer({ status: 201, body: { data: farm } });
    await createFarm(stub.api, { name: '  Kilima Farm ', size: '12.5' });
    expect(stub.last()).toMatchObject({ method: 'POST', path: '/api/farms' });
    expect(stub.last().body).toEqual({
      name: 'Kilima Farm',
      location: null,
      size: 12.5,
      size_unit: 'acres',
      main_enterprise: 'crops',
      currency: 'KES',
    });
  });

  it('refuses an empty name before any request', async () => {
    const before = stub.seen.length;
    const error = (await createFarm(stub.api, { name: ' ' }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.fieldErrors).toEqual({ name: ['Enter the farm name.'] });
    expect(stub.seen.length).toBe(before);
  });

  it('updates with PUT on the farm path', async () => {
    stub.answer({ body: { data: { ...farm, name: 'Renamed' } } });
    await expect(updateFarm(stub.api, 'f1', { name: 'Renamed' })).resolves.toMatchObject({ name: 'Renamed' });
    expect(stub.last()).toMatchObject({ method: 'PUT', path: '/api/farms/f1' });
  });

  it('reads the delete outcome and message', async () => {
    const answer = {
      success: true,
      message: 'Kilima Farm holds stock, so it was archived.',
      outcome: 'archived',
    };
    stub.answer({ body: answer });
    await expect(deleteFarm(stub.api, 'f1')).resolves.toEqual(answer);
    expect(stub.last()).toMatchObject({ method: 'DELETE', path: '/api/farms/f1' });
  });

  it('restores with POST …/restore', async () => {
    stub.answer({ body: { data: farm } });
    await expect(restoreFarm(stub.api, 'f1')).resolves.toMatchObject({ status: 'active' });
    expect(stub.last()).toMatchObject({ method: 'POST', path: '/api/farms/f1/restore' });
  });

  it('passes a 404 with the server message', async () => {
    stub.answer({ status: 404, body: { message: 'Farm not found.' } });
    await expect(getFarm(stub.api, 'nope')).rejects.toMatchObject({
      status: 404,
      message: 'Farm not found.',
    });
  });
});
