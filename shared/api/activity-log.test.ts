// @vitest-environment node
// The activity log's fetchers on the wire: the filters given, none of the empty ones, and the answer parsed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { ACTIVITY_LOAD_ERROR, listActivities, listActivityPeople } from './activity-log';
import { startStubServer, type StubServer } from './stub-server.test-helper';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());

const entry = {
  id: '42',
  farm_id: 'farm-1',
  actor_id: 'user-1',
  actor_name: 'Wanjiku',
  surface: 'web',
  module: 'inventory',
  action: 'consume',
  record_type: 'inventory_item',
  record_id: 'item-1',
  summary: 'Used 2.00 kg of DAP',
  before: { quantity: '10.00' },
  after: { quantity: '8.00' },
  created_at: '2026-11-24T08:00:00.000Z',
};

describe('listActivities', () => {
  it('sends the filters given and reads the page', async () => {
    stub.answer({ body: { data: [entry], next_cursor: '42' } });
    const page = await listActivities(stub.api, 'farm-1', {
      module: 'inventory',
      from: '2026-11-01',
      to: undefined,
      tz: 'Africa/Nairobi',
      cursor: '100',
    });
    expect(stub.last().path).toBe('/api/farms/farm-1/activities');
    expect(stub.last().query).toEqual({
      module: 'inventory',
      from: '2026-11-01',
      tz: 'Africa/Nairobi',
      cursor: '100',
    });
    expect(page).toEqual({ data: [entry], next_cursor: '42' });
  });

  it('refuses an answer that is not a page', async () => {
    stub.answer({ body: [entry] });
    const refused = await listActivities(stub.api, 'farm-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).message).toBe(ACTIVITY_LOAD_ERROR);
  });
});

describe('listActivityPeople', () => {
  it('reads the people of the log', async () => {
    stub.answer({ body: { data: [{ id: 'user-1', name: 'Wanjiku' }] } });
    expect(await listActivityPeople(stub.api, 'farm-1')).toEqual([{ id: 'user-1', name: 'Wanjiku' }]);
    expect(stub.last().path).toBe('/api/farms/farm-1/activities/people');
  });
});
