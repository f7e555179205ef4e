// "My tasks today" in the popup: the person's tasks due today and overdue, Mark done with an Idempotency-Key,
// and a completion that cannot reach the server waiting in the queue instead of being lost.
import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@/shared/contracts/tasks';
import { createExtensionApi } from '../../api';
import { taskQueueItem } from '../../storage-items';
import { startFakeServer, type FakeServer } from '../../testing/fake-server';
import { signedInTo } from '../../testing/session';
import { MyTasks } from './my-tasks';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The worker's side: the popup asks it to flush the queue.
  fakeBrowser.runtime.onMessage.addListener(() => Promise.resolve({ ok: true }));
  server = await startFakeServer();
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 'task-1',
    farm_id: 'farm-1',
    farm_name: 'Kilima',
    title: 'Weed the beans',
    description: null,
    kind: 'weeding',
    priority: 'medium',
    status: 'todo',
    assignee: null,
    field: null,
    crop: null,
    crop_stage_id: null,
    item: null,
    due_date: '2026-11-24',
    due_time: null,
    overdue: false,
    hours_worked: '0',
    recurrence: null,
    series_id: null,
    checklist_done: 0,
    checklist_total: 0,
    input_count: 0,
    completed_at: null,
    completed_by: null,
    created_at: '2026-11-20T08:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const tasks = [
  makeTask(),
  makeTask({ id: 'task-2', title: 'Dip the cattle', farm_name: 'Mto', farm_id: 'farm-2', overdue: true }),
  makeTask({ id: 'task-3', title: 'Harvest the kale', kind: 'harvest' }),
];
const detail = (task: Task) => ({
  message: 'Task done',
  data: { ...task, status: 'done', inputs: [], checklist: [], comments: [], harvest: null },
});

const show = () => render(<MyTasks api={createExtensionApi(server.url)} serverUrl={server.url} />);

describe('My tasks today', () => {
  it('lists the tasks due today and overdue, and marks one done with an Idempotency-Key', async () => {
    server.route('GET /api/tasks/mine', { body: { data: tasks, overdue_count: 1 } });
    server.route('POST /api/farms/farm-1/tasks/task-1/complete', { body: detail(tasks[0]!) });
    show();
    expect(await screen.findByText('Weed the beans')).toBeInTheDocument();
    expect(server.arrived.find((r) => r.path === '/api/tasks/mine')?.query).toEqual({ due: 'today' });
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    // A harvest task needs the harvest written down: it opens in the web app.
    expect(
      screen.getByRole('button', { name: 'Open Harvest the kale to record the harvest' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark Weed the beans done' }));
    expect(await screen.findByText('Done: Weed the beans')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Weed the beans done' })).not.toBeInTheDocument();
    const posted = server.arrived.find((r) => r.path.endsWith('/task-1/complete'));
    expect(posted?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('queues the completion when the server cannot be reached, and shows it waiting', async () => {
    server.route('GET /api/tasks/mine', { body: { data: tasks, overdue_count: 1 } });
    server.route('POST /api/farms/farm-2/tasks/task-2/complete', 'drop');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Dip the cattle done' }));
    expect(await screen.findByText('Waiting for the connection')).toBeInTheDocument();
    const queue = await taskQueueItem.getValue();
    expect(queue).toMatchObject([
      { farmId: 'farm-2', taskId: 'task-2', title: 'Dip the cattle', status: 'pending' },
    ]);
    // The key the queue will send is the one the lost request carried: the server completes the task once.
    const lost = server.arrived.find((r) => r.path.endsWith('/task-2/complete'));
    expect(lost?.headers['idempotency-key']).toBe(queue[0]!.idempotencyKey);
  });

  it("shows the server's reason when it refuses", async () => {
    server.route('GET /api/tasks/mine', { body: { data: [tasks[0]], overdue_count: 0 } });
    server.route('POST /api/farms/farm-1/tasks/task-1/complete', {
      status: 403,
      body: { message: 'Your role on this farm does not allow this.' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Weed the beans done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role on this farm does not allow this.');
  });

  it('shows no section at all on a server without tasks', async () => {
    server.route('GET /api/tasks/mine', { status: 404, body: { message: 'Not found' } });
    show();
    await vi.waitFor(() => expect(server.arrived.some((r) => r.path === '/api/tasks/mine')).toBe(true));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'My tasks today' })).not.toBeInTheDocument(),
    );
  });

  it('says when nothing is due today', async () => {
    server.route('GET /api/tasks/mine', { body: { data: [], overdue_count: 0 } });
    show();
    expect(await screen.findByText('Nothing due today.')).toBeInTheDocument();
  });
});
