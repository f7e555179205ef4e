// The admin API of platform templates: saved as a whole, each wrong input refused with what to fix, and only
// platform staff whose role grants the crop_templates permission may use it (docs/product/crop-templates.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CropTemplateListResponseSchema,
  CropTemplateResponseSchema,
} from '@/shared/contracts/crop-templates';
import { SUPER_ADMINISTRATOR_ROLE_ID, SUPPORT_ROLE_ID } from '@/shared/contracts/platform-staff';
import { platformRoles } from '@/server/db/schema/platform';
import { seedPlatformStaff } from '@/server/modules/platform-staff/test-support';
import { createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { createTestApp, type TestApp } from '@/server/test/app';
import { registerUser } from '@/server/test/users';
import { makeTemplatePayload, seedTemplate, templateClient } from './test-support';

const URL = '/api/admin/crop-templates';
let t: TestApp;
let admin: ReturnType<typeof templateClient>;

beforeAll(async () => {
  t = await createTestApp();
  admin = templateClient(t, (await seedPlatformStaff(t, null)).token);
});
afterAll(() => t.close());

async function create(payload = makeTemplatePayload()) {
  const res = await admin.post(URL, payload);
  expect(res.statusCode, res.body).toBe(201);
  return CropTemplateResponseSchema.parse(res.json()).data.template;
}

describe('platform templates', () => {
  it('creates, reads, replaces and deletes a template as a whole', async () => {
    const created = await create(makeTemplatePayload({ name: 'Maize, highlands' }));
    expect(created).toMatchObject({
      scope: 'platform',
      name: 'Maize, highlands',
      crop_name: 'Maize',
      stage_count: 3,
      task_count: 3,
      stages: [
        { name: 'Land preparation', day_offset: -14 },
        { name: 'Planting', day_offset: 0 },
        { name: 'Vegetative', day_offset: 21 },
      ],
    });
    expect(created.tasks[1]).toEqual({
      title: 'Plant with DAP',
      description: null,
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 1,
      inputs: [
        { name: 'DAP fertilizer', category: 'Fertilizer', quantity_per_hectare: 50, unit: 'kg' },
        { name: 'Maize seed H614', category: 'Seeds', quantity_per_hectare: 25, unit: 'kg' },
      ],
      checklist: ['Spacing 75 cm by 25 cm', 'One seed a hole'],
    });

    const list = CropTemplateListResponseSchema.parse((await admin.get(URL)).json()).data;
    expect(list.find((row) => row.id === created.id)).toMatchObject({ stage_count: 3, task_count: 3 });

    const replaced = await admin.put(`${URL}/${created.id}`, {
      name: 'Maize, highlands',
      crop_name: 'Maize',
      stages: [{ name: 'Whole season', day_offset: 0 }],
      tasks: [{ title: 'Harvest', kind: 'harvest', day_offset: 150, stage_index: 0 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = CropTemplateResponseSchema.parse((await admin.get(`${URL}/${created.id}`)).json()).data
      .template;
    expect(after).toMatchObject({ stage_count: 1, task_count: 1, variety: null, duration_days: null });
    expect(after.tasks).toEqual([
      {
        title: 'Harvest',
        description: null,
        kind: 'harvest',
        priority: 'medium',
        day_offset: 150,
        stage_index: 0,
        inputs: [],
        checklist: [],
      },
    ]);

    expect((await admin.delete(`${URL}/${created.id}`)).statusCode).toBe(204);
    const gone = await admin.get(`${URL}/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'We could not find that crop template.' });
  });

  it('ships three platform templates for Kenya', async () => {
    const list = CropTemplateListResponseSchema.parse((await admin.get(URL)).json()).data;
    const names = list.map((row) => row.crop_name);
    expect(names).toEqual(expect.arrayContaining(['Maize', 'Beans', 'Tomatoes']));
    for (const row of list.filter((r) => r.id.startsWith('00000000-0000-4000-8000-0000000000c'))) {
      expect(row.task_count).toBeGreaterThanOrEqual(8);
    }
  });

  it('does not show or change a farm’s private template', async () => {
    const farm = await createTestFarm(t);
    const id = await seedTemplate(t.db, { farmId: farm.farmId });
    expect((await admin.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await admin.put(`${URL}/${id}`, makeTemplatePayload())).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/${id}`)).statusCode).toBe(404);
    const list = CropTemplateListResponseSchema.parse((await admin.get(URL)).json()).data;
    expect(list.some((row) => row.id === id)).toBe(false);
  });
});

describe('what a wrong template is told', () => {
  const refused = async (payload: object, field: string, message: string) => {
    const res = await admin.post(URL, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  };
  const base = makeTemplatePayload();

  it('names each broken rule under its field', async () => {
    await refused({ ...base, name: ' ' }, 'name', 'Enter the template name.');
    await refused({ ...base, crop_name: '' }, 'crop_name', 'Enter the crop name.');
    await refused({ ...base, stages: [] }, 'stages', 'Add at least one stage.');
    await refused(
      {
        ...base,
        stages: [
          { name: 'Planting', day_offset: 0 },
          { name: 'Land preparation', day_offset: -7 },
        ],
      },
      'stages.1.day_offset',
      'Each stage starts after the one before it: give this stage a later day offset.',
    );
    await refused(
      { ...base, stages: [{ name: 'Planting', day_offset: 1.5 }] },
      'stages.0.day_offset',
      'Enter the day offset as a whole number of days from planting.',
    );
    await refused(
      { ...base, tasks: [{ title: 'Weed', day_offset: 20, stage_index: 3 }] },
      'tasks.0.stage_index',
      'Choose one of the template’s stages for this task.',
    );
    const input = { name: 'CAN', category: 'Fertilizer', quantity_per_hectare: 0, unit: 'kg' };
    await refused(
      { ...base, tasks: [{ title: 'Top-dress', day_offset: 28, inputs: [input] }] },
      'tasks.0.inputs.0.quantity_per_hectare',
      'The quantity per hectare must be more than 0.',
    );
    await refused(
      {
        ...base,
        tasks: [
          {
            title: 'Top-dress',
            day_offset: 28,
            inputs: [{ ...input, quantity_per_hectare: 5, unit: 'sacks' }],
          },
        ],
      },
      'tasks.0.inputs.0.unit',
      'Choose a unit: kg, g, L, mL, pieces, bags, bottles, boxes, packets.',
    );
    await refused(
      {
        ...base,
        tasks: [
          {
            title: 'Top-dress',
            day_offset: 28,
            inputs: [{ ...input, quantity_per_hectare: 5, category: 'Tractors' }],
          },
        ],
      },
      'tasks.0.inputs.0.category',
      'Choose one of: Seeds, Fertilizer, Pesticide, Herbicide, Fungicide, Other.',
    );
    await refused(
      { ...base, tasks: [{ title: 'Scout', day_offset: 800 }] },
      'tasks.0.day_offset',
      'A day offset can be at most 730 days after planting.',
    );
    await refused(
      { ...base, tasks: [{ title: 'Scout', day_offset: 3, checklist: ['Look under leaves', ' '] }] },
      'tasks.0.checklist.1',
      'Enter the checklist step, or remove the empty row.',
    );
    const many = Array.from({ length: 201 }, (_, i) => ({ title: `Scout ${i}`, day_offset: i }));
    await refused({ ...base, tasks: many }, 'tasks', 'A template can have at most 200 tasks.');
  });

  it('refuses a second template of the same name', async () => {
    const first = await create();
    await refused(
      { ...makeTemplatePayload(), name: first.name.toUpperCase() },
      'name',
      'A crop template with this name already exists: choose another name.',
    );
  });
});

describe('who may keep platform templates', () => {
  it('answers by the platform role: view only reads, others are refused', async () => {
    const [role] = await t.db
      .insert(platformRoles)
      .values({ name: 'Template reader', permissions: ['crop_templates.view'] })
      .returning();
    const reader = templateClient(t, (await seedPlatformStaff(t, role!.id, 'Reader')).token);
    const template = await create();
    expect((await reader.get(URL)).statusCode).toBe(200);
    expect((await reader.get(`${URL}/${template.id}`)).statusCode).toBe(200);
    for (const [res, permission] of [
      [await reader.post(URL, makeTemplatePayload()), 'crop_templates.create'],
      [await reader.put(`${URL}/${template.id}`, makeTemplatePayload()), 'crop_templates.edit'],
      [await reader.delete(`${URL}/${template.id}`), 'crop_templates.delete'],
    ] as const) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ missing_permission: permission });
    }

    const support = templateClient(t, (await seedPlatformStaff(t, SUPPORT_ROLE_ID, 'Support')).token);
    expect((await support.get(URL)).statusCode).toBe(403);

    // The built-in Super administrator role holds the new module's permissions too.
    const superRole = templateClient(
      t,
      (await seedPlatformStaff(t, SUPER_ADMINISTRATOR_ROLE_ID, 'Super')).token,
    );
    expect((await superRole.post(URL, makeTemplatePayload())).statusCode).toBe(201);

    const farmer = templateClient(t, (await registerUser(t.app)).token);
    const refused = await farmer.get(URL);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This area is for platform administrators only.' });
    expect((await farmer.post(URL, makeTemplatePayload())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
