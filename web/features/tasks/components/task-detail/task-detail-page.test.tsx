// One task: its facts, inputs and checklist; completing sends an Idempotency-Key; ticking a step saves it; what
// a role may not do is not offered; another farm's task reads as not found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../../testing/fake-api';
import {
  CROP_ID,
  FIELD_ID,
  MAIZE_ID,
  SEED_ID,
  makeInventoryAnswer,
  makeStaffAnswer,
  makeTaskDetail,
} from '../../testing/fixtures';
import { TaskDetailPage } from './task-detail-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const TASK_ID = '11111111-1111-4111-8111-000000000001';
const TASK = new RegExp(`/api/farms/f1/tasks/${TASK_ID}$`);
const planting = () =>
  makeTaskDetail({
    title: 'Plant the maize',
    kind: 'planting',
    input_count: 2,
    checklist_total: 2,
    inputs: [
      {
        id: 'in1',
        item_id: SEED_ID,
        item_name: 'Maize seed H614',
        input_name: 'Maize seed',
        quantity: '25.00',
        unit: 'kg',
        consumed: false,
        movement_id: null,
      },
      {
        id: 'in2',
        item_id: null,
        item_name: null,
        input_name: 'DAP fertiliser',
        quantity: '50.00',
        unit: 'kg',
        consumed: false,
        movement_id: null,
      },
    ],
    checklist: [
      { id: 'c1', position: 0, text: 'Mark the rows', done: true },
      { id: 'c2', position: 1, text: 'Plant two seeds a hole', done: false },
    ],
    comments: [
      {
        id: 'm1',
        author: { id: 'u9', name: 'Amina Owner' },
        body: 'Start at the river end.',
        created_at: '2026-03-01T09:00:00Z',
      },
    ],
  });

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', TASK, () => ({ data: planting() }));
});

const detail = (permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<TaskDetailPage farmId="f1" taskId={TASK_ID} />, { permissions });

describe('TaskDetailPage', () => {
  it('shows the task’s inputs with their stock links, its checklist and its comments', async () => {
    detail();
    expect(await screen.findByRole('heading', { name: 'Plant the maize' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maize seed H614' })).toHaveAttribute(
      'href',
      `/farmer/farms/f1/inventory?item=${SEED_ID}`,
    );
    expect(screen.getByText('Link to an item in stock')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 steps')).toBeInTheDocument();
    expect(screen.getByText('Start at the river end.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'River plot' })).toHaveAttribute(
      'href',
      `/farmer/farms/f1/fields/${FIELD_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Maize H614' })).toHaveAttribute(
      'href',
      `/farmer/crops/${CROP_ID}`,
    );
  });

  it('ticks a checklist step', async () => {
    fake.on('patch', /\/checklist\/c2$/, () => ({
      message: 'Saved',
      data: { id: 'c2', position: 1, text: 'Plant two seeds a hole', done: true },
    }));
    detail();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Plant two seeds a hole' }));
    await waitFor(() =>
      expect(fake.callsTo('patch', /\/checklist\/c2$/)[0]).toMatchObject({
        url: `/api/farms/f1/tasks/${TASK_ID}/checklist/c2`,
        data: { done: true },
      }),
    );
  });

  it('marks the task done with an Idempotency-Key, and shows why the server refused', async () => {
    let calls = 0;
    fake.on('post', /\/complete$/, () =>
      ++calls === 1
        ? httpError(422, 'Link DAP fertiliser to an item in stock before completing the task.')
        : { message: 'Task completed', data: makeTaskDetail({ status: 'done' }) },
    );
    detail();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark “Plant the maize” done' });
    expect(
      within(dialog).getByText('Marking it done takes its inputs out of the store.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(
      await within(dialog).findByText('Link DAP fertiliser to an item in stock before completing the task.'),
    ).toBeInTheDocument();
    const [first] = fake.callsTo('post', /\/complete$/);
    expect(first).toMatchObject({
      url: `/api/farms/f1/tasks/${TASK_ID}/complete`,
      data: { hours_worked: 6 },
    });
    expect(first!.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers a viewer no status actions, no step ticking and no comment box', async () => {
    detail(['farms.view', 'tasks.view']);
    expect(await screen.findByRole('heading', { name: 'Plant the maize' })).toBeInTheDocument();
    for (const name of ['Start', 'Mark done', 'Cancel task', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Plant two seeds a hole' })).toBeDisabled();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });

  it('starts an open task through its status', async () => {
    fake.on('patch', TASK, () => ({ message: 'Task updated', data: planting() }));
    detail();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(fake.callsTo('patch', TASK)[0]?.data).toEqual({ status: 'in_progress' }));
  });

  it('links a planned input to an item of the store from the edit form', async () => {
    fake.on('get', /\/staff$/, makeStaffAnswer);
    fake.on('get', /\/teams$/, () => ({ data: [] }));
    fake.on('get', /\/inventory$/, makeInventoryAnswer);
    fake.on('patch', TASK, () => ({ message: 'Task updated', data: planting() }));
    detail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Plant the maize”' });
    const second = await within(dialog).findByLabelText('Input 2');
    expect(second).toHaveAccessibleDescription(
      'Planned as DAP fertiliser: choose the item it is in your store.',
    );
    expect(within(dialog).queryByText('Checklist')).not.toBeInTheDocument();
    // The form waits for its lists, so a task's assignee shows as itself, not as "Nobody yet".
    expect(within(dialog).getByLabelText('Assigned to')).toHaveDisplayValue('Wanjiru Kamau');
    await within(second).findByRole('option', { name: 'Maize grain' });
    await userEvent.selectOptions(second, 'Maize grain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = fake.callsTo('patch', TASK)[0]!.data as { inputs: unknown[]; title: string };
    expect(body.title).toBe('Plant the maize');
    expect(body.inputs).toEqual([
      { item_id: SEED_ID, input_name: 'Maize seed', quantity: 25, unit: 'kg' },
      { item_id: MAIZE_ID, input_name: 'DAP fertiliser', quantity: 50, unit: 'kg' },
    ]);
    expect(body).not.toHaveProperty('checklist');
  });

  it('reads a task it cannot see (another farm’s, or deleted) as not found', async () => {
    fake.on('get', TASK, () => httpError(404, 'Task not found'));
    detail();
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tasks' })).toHaveAttribute('href', '/farmer/tasks');
  });
});
