// @vitest-environment node
// Crop fetchers on the wire: the list read as a bare array, a data array or a status wrapper, one crop read from
// data.crop, filters left out when empty, and a bad input refused before any request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROPS_LOAD_ERROR, copySeason, getCrop, listAllCrops, listCrops, recordHarvest } from './crops';
import { ApiRequestError } from './errors';
import { startStubServer, type StubServer } from './stub-server.test-helper';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const crop = {
  id: 'c1',
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  field_id: 'fld1',
  field_name: 'River plot',
  name: 'Maize',
  variety: null,
  season: '2026 long rains',
  area: '2.0000',
  area_unit: 'hectares',
  planting_date: '2026-03-15',
  expected_harvest_date: null,
  expected_yield: null,
  yield_unit: null,
  status: 'planned',
  current_stage: null,
  template_id: null,
  copied_from_id: null,
  notes: null,
  created_at: '2026-03-01T08:00:00Z',
  updated_at: '2026-03-01T08:00:00Z',
};
const detail = {
  ...crop,
  stages: [],
  task_counts: { todo: 0, in_progress: 0, done: 0, overdue: 0 },
  harvests: [],
  harvested_total: null,
  yield_vs_plan: null,
  costs: { inputs_minor: 0, labour_minor: 0, total_minor: 0, currency: 'KES' },
};

describe('listCrops', () => {
  it.each([
    ['a bare array', [crop]],
    ['a data array', { data: [crop] }],
    ['a status wrapper', { status: 'success', data: [crop] }],
  ])('reads %s', async (_shape, body) => {
    stub.answer({ body });
    await expect(
      listCrops(stub.api, 'f1', { season: '2026 long rains', status: undefined }),
    ).resolves.toEqual([crop]);
    expect(stub.last()).toMatchObject({
      method: 'GET',
      path: '/api/farms/f1/crops',
      query: { season: '2026 long rains' },
    });
  });

  it('says the crops could not be loaded when the answer is not a list', async () => {
    stub.answer({ body: { data: 'nope' } });
    await expect(listCrops(stub.api, 'f1')).rejects.toThrow(CROPS_LOAD_ERROR);
  });

  it('asks /api/crops for every farm', async () => {
    stub.answer({ body: { data: [crop] } });
    await listAllCrops(stub.api, { farm_id: 'f1' });
    expect(stub.last()).toMatchObject({ path: '/api/crops', query: { farm_id: 'f1' } });
  });
});

describe('getCrop', () => {
  it('reads data.crop', async () => {
    stub.answer({ body: { data: { crop: detail } } });
    await expect(getCrop(stub.api, 'f1', 'c1')).resolves.toMatchObject({ name: 'Maize' });
    expect(stub.last().path).toBe('/api/farms/f1/crops/c1');
  });
});

describe('writes', () => {
  it('refuses a harvest without a date before sending anything', async () => {
    const before = stub.seen.length;
    const error = await recordHarvest(stub.api, 'f1', 'c1', {
      quantity: 5,
      unit: 'kg',
      harvested_on: '',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(stub.seen.length).toBe(before);
  });

  it('copies a season with the days as a number', async () => {
    stub.answer({ status: 201, body: { data: { created: 1, tasks_copied: 0, crops: [crop] } } });
    await expect(
      copySeason(stub.api, 'f1', { from_season: 'A', to_season: 'B', shift_days: 365 }),
    ).resolves.toMatchObject({ created: 1 });
    expect(stub.last()).toMatchObject({
      method: 'POST',
      path: '/api/farms/f1/crops/copy-season',
      body: { from_season: 'A', to_season: 'B', shift_days: 365 },
    });
  });
});
