// The task list: each filter sends what the server filters by, Mark done asks for the hours (and a harvest task
// for its harvest) and completes with an Idempotency-Key, the empty and failure states, and the calendar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_ROLE_PERMISSIONS } from '@/shared/contracts/farm-permissions';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { createFakeApi, httpError, type FakeApi } from '../testing/fake-api';
import {
  CROP_ID,
  TEAM_ID,
  makeCropAnswer,
  makeTask,
  makeTaskDetail,
  makeTaskPage,
  makeTeamAnswer,
} from '../testing/fixtures';
import { TasksPage } from './tasks-page';

let fake: FakeApi;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const TASKS = /\/api\/farms\/f1\/tasks$/;
const weeding = makeTask();
const harvest = makeTask({
  id: '11111111-1111-4111-8111-000000000002',
  title: 'Harvest the maize',
  kind: 'harvest',
  priority: 'urgent',
  due_date: '2026-03-03',
  due_time: '07:30',
  overdue: true,
  assignee: { type: 'team', id: TEAM_ID, name: 'Field team' },
});

beforeEach(() => {
  fake = createFakeApi();
  fake.on('get', TASKS, () => makeTaskPage([harvest, weeding]));
  fake.on('get', /\/teams$/, makeTeamAnswer);
  fake.on('get', /\/crops$/, makeCropAnswer);
  fake.on('get', /\/inventory$/, () => ({
    data: [],
    meta: { page: 1, per_page: 100, total: 0, unfiltered_total: 0 },
  }));
  fake.on('get', /storage-locations$/, () => ({ data: [] }));
});

const page = (at = '/tasks', permissions: readonly string[] = BUILT_IN_ROLE_PERMISSIONS.owner) =>
  renderFeature(<TasksPage farmId="f1" farmName="Mlima Farm" />, { path: '/tasks', at, permissions });

const lastListParams = () => fake.callsTo('get', TASKS).at(-1)?.params;

describe('TasksPage', () => {
  it('lists each task with its assignee, due date, priority, status and crop, overdue ones marked', async () => {
    page();
    const row = (await screen.findByRole('link', { name: 'Harvest the maize' })).closest('tr')!;
    expect(within(row).getByText('Team: Field team')).toBeInTheDocument();
    expect(within(row).getByText('03/03/2026 07:30')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('Urgent')).toBeInTheDocument();
    expect(within(row).getByText('To do')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Maize H614' })).toHaveAttribute(
      'href',
      `/farmer/crops/${CROP_ID}`,
    );
    expect(screen.getByText('2 tasks')).toBeInTheDocument();
    // Open tasks first: the default asks for to do and in progress, 25 a page.
    expect(lastListParams()).toMatchObject({ status: 'todo,in_progress', page: 1, per_page: 25 });
  });

  it('sends each filter the server understands', async () => {
    page();
    await screen.findByRole('link', { name: 'Weed the maize' });
    await userEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ mine: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Due this week' }));
    await userEvent.selectOptions(screen.getByLabelText('Team'), 'Field team');
    await userEvent.selectOptions(screen.getByLabelText('Crop'), 'Maize H614 · River plot, Long rains 2026');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    await userEvent.type(screen.getByLabelText('Search tasks'), 'maize');
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        mine: '1',
        overdue: '1',
        due: 'this_week',
        team_id: TEAM_ID,
        crop_id: CROP_ID,
        status: 'done',
        search: 'maize',
        page: 1,
        per_page: 25,
      }),
    );
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages on the server', async () => {
    fake.on('get', TASKS, (call) => makeTaskPage([weeding], { page: Number(call.params?.page), total: 60 }));
    page();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('60 tasks')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ page: 2 });
  });

  it('reads a count the server stopped at as that many and more', async () => {
    fake.on('get', TASKS, () => makeTaskPage([weeding], { total: 200, total_capped: true }));
    page();
    expect(
      await screen.findByText('200+ tasks: narrow the filters to page through them all.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 8')).toBeInTheDocument();
  });

  it('marks a task done with the hours worked, sending an Idempotency-Key', async () => {
    fake.on('post', /\/complete$/, () => ({
      message: 'Task completed',
      data: makeTaskDetail({ status: 'done' }),
    }));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Weed the maize done' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark “Weed the maize” done' });
    expect(within(dialog).queryByLabelText('Quantity')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Hours worked'), '3.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fake.callsTo('post', /\/complete$/)[0]!;
    expect(call.url).toBe(`/api/farms/f1/tasks/${weeding.id}/complete`);
    expect(call.data).toEqual({ hours_worked: 3.5 });
    expect(call.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks a harvest task for its harvest and shows the server’s field error under its field', async () => {
    let calls = 0;
    fake.on('post', /\/complete$/, () =>
      ++calls === 1
        ? httpError(422, 'Choose where the harvest is stored.', {
            'harvest.location_id': ['Choose where the harvest is stored.'],
          })
        : { message: 'Task completed', data: makeTaskDetail({ status: 'done', kind: 'harvest' }) },
    );
    fake.on('get', /storage-locations$/, () => ({
      data: [{ id: 'loc1', name: 'Main store', farm_id: 'f1' }],
    }));
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Harvest the maize done' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark “Harvest the maize” done' });
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '900');
    await userEvent.type(within(dialog).getByLabelText('Lot'), 'LR-2026');
    await userEvent.selectOptions(within(dialog).getByLabelText('Quality grade'), 'Grade 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await within(dialog).findByText('Choose where the harvest is stored.')).toBeInTheDocument();
    // What was typed stays, and the retry of the same values reuses the key.
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('900');
    const first = fake.callsTo('post', /\/complete$/)[0]!;
    expect(first.data).toEqual({
      harvest: {
        quantity: 900,
        unit: 'kg',
        lot: 'LR-2026',
        quality_grade: 'grade_1',
        item_id: null,
        location_id: null,
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = fake.callsTo('post', /\/complete$/)[1]!;
    expect(first.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(first.headers?.[IDEMPOTENCY_KEY_HEADER]);
  });

  it('offers a viewer neither Add task nor Mark done', async () => {
    page('/tasks', ['farms.view', 'tasks.view']);
    expect(await screen.findByRole('link', { name: 'Weed the maize' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark .* done$/ })).not.toBeInTheDocument();
  });

  it('offers Mark done on a task that moves stock only to those who may also edit the inventory', async () => {
    page('/tasks', ['farms.view', 'tasks.view', 'tasks.edit']);
    expect(await screen.findByRole('button', { name: 'Mark Weed the maize done' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Harvest the maize done' })).not.toBeInTheDocument();
  });

  it('says when no task matches, and clears the filters', async () => {
    fake.on('get', TASKS, () => makeTaskPage([]));
    page('/tasks?overdue=1');
    expect(await screen.findByText('No tasks match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No open tasks')).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    fake.on('get', TASKS, () => httpError(500, 'Request failed with status 500'));
    page();
    expect(await screen.findByText('Failed to load the tasks. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('places each task on its due day in the month calendar, asking for the days it shows', async () => {
    page('/tasks?view=calendar&on=2026-03-01');
    const link = await screen.findByRole('link', { name: /Harvest the maize/ });
    expect(link.closest('[data-day]')).toHaveAttribute('data-day', '2026-03-03');
    expect(link).toHaveAttribute('href', `/farmer/tasks/${harvest.id}`);
    expect(screen.getByRole('link', { name: 'Weed the maize' }).closest('[data-day]')).toHaveAttribute(
      'data-day',
      '2026-03-10',
    );
    expect(lastListParams()).toMatchObject({
      due_from: '2026-02-23',
      due_to: '2026-04-05',
      per_page: 100,
      page: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ due_from: '2026-03-30', due_to: '2026-05-03' }),
    );
  });

  it('shows one week, Monday to Sunday, and moves a week at a time', async () => {
    page('/tasks?view=calendar&span=week&on=2026-03-04');
    const link = await screen.findByRole('link', { name: /Harvest the maize/ });
    expect(link.closest('[data-day]')).toHaveAttribute('data-day', '2026-03-03');
    expect(screen.getAllByRole('gridcell')).toHaveLength(7);
    expect(lastListParams()).toMatchObject({ due_from: '2026-03-02', due_to: '2026-03-08' });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ due_from: '2026-03-09', due_to: '2026-03-15' }),
    );
    expect(await screen.findByRole('link', { name: 'Weed the maize' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ due_from: '2026-02-23', due_to: '2026-04-05' }),
    );
  });
});
