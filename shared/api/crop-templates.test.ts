// The crop template fetchers: addresses, answers read through the contracts, and a wrong template refused before
// any request with the server's own per-field messages.
import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-client.test-helper';
import { isApiRequestError } from './errors';
import {
  createPlatformTemplate,
  listFarmTemplates,
  previewFarmTemplate,
  saveCropAsTemplate,
} from './crop-templates';

const summary = {
  id: 't1',
  scope: 'platform',
  name: 'Maize, long rains',
  crop_name: 'Maize',
  variety: null,
  description: null,
  duration_days: 165,
  stage_count: 7,
  task_count: 13,
  updated_at: '2026-11-24T10:00:00.000Z',
};

describe('crop template fetchers', () => {
  it('lists a farm’s templates and asks for a preview with its query', async () => {
    const fake = fakeApi((call) =>
      call.url.endsWith('/preview')
        ? { data: { expected_harvest_date: null, stages: [], tasks: [] } }
        : { data: [summary] },
    );
    expect(await listFarmTemplates(fake.api, 'f 1')).toEqual([summary]);
    expect(fake.calls[0]).toMatchObject({ method: 'get', url: '/api/farms/f%201/crop-templates' });
    const preview = await previewFarmTemplate(fake.api, 'f1', 't1', {
      planting_date: '2026-03-15',
      area: 2,
      area_unit: 'acres',
    });
    expect(preview.stages).toEqual([]);
    expect(fake.calls[1]).toMatchObject({ url: '/api/farms/f1/crop-templates/t1/preview' });
  });

  it('refuses a template with stages out of order before sending it', async () => {
    const fake = fakeApi(() => ({}));
    const error = await createPlatformTemplate(fake.api, {
      name: 'Beans',
      crop_name: 'Beans',
      stages: [
        { name: 'Planting', day_offset: 0 },
        { name: 'Land preparation', day_offset: -7 },
      ],
    }).catch((e: unknown) => e);
    expect(isApiRequestError(error) && error.fieldErrors).toEqual({
      'stages.1.day_offset': [
        'Each stage starts after the one before it: give this stage a later day offset.',
      ],
    });
    await expect(saveCropAsTemplate(fake.api, 'f1', 'c1', { name: ' ' })).rejects.toMatchObject({
      fieldErrors: { name: ['Enter the template name.'] },
    });
    expect(fake.calls).toEqual([]);
  });
});
