// The template editor (docs/product/crop-templates.md "Platform templates"): a template saved as a whole, a wrong
// stage order shown under its field before any request, and read-only for a role without crop_templates.edit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { CropTemplate } from '@/shared/contracts/crop-templates';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { TemplateEditorPage } from './template-editor-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const ID = '00000000-0000-4000-8000-0000000000c2';
const beans: CropTemplate = {
  id: ID,
  scope: 'platform',
  name: 'Beans, long rains',
  crop_name: 'Beans',
  variety: null,
  description: null,
  duration_days: 90,
  stage_count: 2,
  task_count: 1,
  updated_at: '2026-11-24T10:00:00.000Z',
  stages: [
    { name: 'Planting', day_offset: 0 },
    { name: 'Flowering', day_offset: 35 },
  ],
  tasks: [
    {
      title: 'Plant beans with DAP',
      description: null,
      kind: 'planting',
      priority: 'high',
      day_offset: 0,
      stage_index: 0,
      inputs: [{ name: 'DAP', category: 'Fertilizer', quantity_per_hectare: 100, unit: 'kg' }],
      checklist: ['Rows 50 cm apart'],
    },
  ],
};
let mine: string[];

beforeEach(() => {
  mine = ['crop_templates.view', 'crop_templates.edit'];
  fake = fakeApi((call) => {
    if (call.url === '/api/admin/me/permissions') return { permissions: mine };
    if (call.method === 'put') return { data: { template: beans } };
    return { data: { template: beans } };
  });
});

const open = () => renderFeature(<TemplateEditorPage templateId={ID} />);

describe('TemplateEditorPage', () => {
  it('saves the whole template with a task added', async () => {
    open();
    expect(await screen.findByDisplayValue('Plant beans with DAP')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save template' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const task = screen.getAllByRole('listitem').find((li) => within(li).queryByText('Task 2'))!;
    await userEvent.type(within(task).getByLabelText('Title'), 'Scout for leaf diseases');
    await userEvent.clear(within(task).getByLabelText('Day'));
    await userEvent.type(within(task).getByLabelText('Day'), '40');
    await userEvent.selectOptions(within(task).getByLabelText('Stage'), 'Flowering');
    await userEvent.type(within(task).getByLabelText('Checklist'), 'Angular leaf spot{enter}Rust');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'put')).toBeDefined());
    const put = fake.calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe(`/api/admin/crop-templates/${ID}`);
    expect(put.data).toMatchObject({
      name: 'Beans, long rains',
      duration_days: 90,
      stages: beans.stages,
      tasks: [
        { title: 'Plant beans with DAP', inputs: [{ name: 'DAP', quantity_per_hectare: 100, unit: 'kg' }] },
        {
          title: 'Scout for leaf diseases',
          kind: 'general',
          day_offset: 40,
          stage_index: 1,
          inputs: [],
          checklist: ['Angular leaf spot', 'Rust'],
        },
      ],
    });
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
  });

  it('shows a stage that starts too early under its field, without sending anything', async () => {
    open();
    const day = await screen.findByLabelText('Day', { selector: '[name="stages.1.day_offset"]' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save template' })).toBeInTheDocument());
    await userEvent.clear(day);
    await userEvent.type(day, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(
      await screen.findByText(
        'Each stage starts after the one before it: give this stage a later day offset.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Some fields need fixing: see the marked fields.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
  });

  it('is read-only for a role that may only view templates', async () => {
    mine = ['crop_templates.view'];
    open();
    expect(
      await screen.findByText('Your platform role lets you read templates, not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
  });
});
