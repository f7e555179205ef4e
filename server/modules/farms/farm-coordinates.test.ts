// A farm's place and time zone (docs/product/farms.md): both coordinates or neither, an IANA time zone that
// defaults to Africa/Nairobi, and an edit that leaves them out keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FarmResponseSchema } from '@/shared/contracts/farms';
import { createTestApp, type TestApp } from '@/server/test/app';
import { bearer, registerUser } from '@/server/test/users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('farm coordinates and time zone', () => {
  it('defaults to no coordinates and Africa/Nairobi', async () => {
    const res = await call('POST', '/api/farms', { name: 'Mlima' });
    expect(res.statusCode, res.body).toBe(201);
    expect(FarmResponseSchema.parse(res.json()).data).toMatchObject({
      latitude: null,
      longitude: null,
      timezone: 'Africa/Nairobi',
    });
  });

  it('stores both coordinates and a time zone written in any case, and an edit without them keeps them', async () => {
    const created = await call('POST', '/api/farms', {
      name: 'Pwani',
      latitude: '-4.0435',
      longitude: 39.6682,
      timezone: 'africa/dar_es_salaam',
    });
    const farm = FarmResponseSchema.parse(created.json()).data;
    expect(farm).toMatchObject({ latitude: -4.0435, longitude: 39.6682, timezone: 'Africa/Dar_es_Salaam' });

    const edited = await call('PUT', `/api/farms/${farm.id}`, { name: 'Pwani Estate' });
    expect(FarmResponseSchema.parse(edited.json()).data).toMatchObject({
      name: 'Pwani Estate',
      latitude: -4.0435,
      longitude: 39.6682,
      timezone: 'Africa/Dar_es_Salaam',
    });
    const cleared = await call('PUT', `/api/farms/${farm.id}`, {
      name: 'Pwani',
      latitude: null,
      longitude: null,
    });
    expect(FarmResponseSchema.parse(cleared.json()).data).toMatchObject({ latitude: null, longitude: null });
    const read = await call('GET', `/api/farms/${farm.id}`);
    expect(FarmResponseSchema.parse(read.json()).data.timezone).toBe('Africa/Dar_es_Salaam');
  });

  it('answers 422 with what to fix', async () => {
    const cases: [object, string, string][] = [
      [{ latitude: 1 }, 'longitude', 'Enter both the latitude and the longitude, or neither.'],
      [{ longitude: 1 }, 'latitude', 'Enter both the latitude and the longitude, or neither.'],
      [{ latitude: -91, longitude: 0 }, 'latitude', 'The latitude must be between -90 and 90.'],
      [{ latitude: 0, longitude: 200 }, 'longitude', 'The longitude must be between -180 and 180.'],
      [{ latitude: 'north', longitude: 0 }, 'latitude', 'Enter the latitude as a number.'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Choose a time zone from the list, like Africa/Nairobi.'],
      [{ timezone: '' }, 'timezone', 'Choose a time zone from the list, like Africa/Nairobi.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('POST', '/api/farms', { name: 'Bad place', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
    }
  });
});
