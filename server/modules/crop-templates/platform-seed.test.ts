// The platform templates written by migration 0011 are the ones in platform-seed-data.ts, stage for stage and task
// for task, and each is a valid template.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SaveCropTemplateInput } from '@/shared/contracts/crop-templates';
import { createTestApp, type TestApp } from '@/server/test/app';
import { PLATFORM_SEED_TEMPLATES } from './platform-seed-data';
import { templateDto } from './template-query';
import { loadTemplate } from './template-read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each(PLATFORM_SEED_TEMPLATES.map((seed) => [seed.name, seed] as const))(
  'the migration seeded %s as the data file says',
  async (_name, seed) => {
    const expected = SaveCropTemplateInput.parse(seed);
    const stored = templateDto(await loadTemplate(t.db, seed.id, { platform: true }));
    expect(stored).toMatchObject({
      scope: 'platform',
      name: expected.name,
      crop_name: expected.crop_name,
      variety: expected.variety,
      description: expected.description,
      duration_days: expected.duration_days,
      stages: expected.stages,
    });
    expect(stored.tasks).toEqual(
      expected.tasks.map((task) => ({ ...task, stage_index: task.stage_index ?? null })),
    );
  },
);
