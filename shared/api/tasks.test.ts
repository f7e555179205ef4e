// The task fetchers: list filters as the server reads them, inputs checked with the server's contract before any
// request, completion always carrying an Idempotency-Key (the same one on a retry), answers read with the contract.
import { describe, expect, it } from 'vitest';
import type { Task, TaskDetail } from '@/shared/contracts/tasks';
import type { ApiClient, ApiRequest } from './client';
import { ApiRequestError } from './errors';
import { completeTask, createTask, listMyTasks, listTasks, reopenTask } from './tasks';

const task: Task = {
  id: 't1',
  farm_id: 'f1',
  farm_name: 'Mlima Farm',
  title: 'Weed the maize',
  description: null,
  kind: 'weeding',
  priority: 'medium',
  status: 'todo',
  assignee: { type: 'team', id: 'team1', name: 'Field team' },
  field: null,
  crop: { id: 'c1', name: 'Maize' },
  crop_stage_id: null,
  item: null,
  due_date: '2026-11-24',
  due_time: null,
  overdue: false,
  hours_worked: '0.00',
  recurrence: null,
  series_id: null,
  checklist_done: 0,
  checklist_total: 0,
  input_count: 0,
  completed_at: null,
  completed_by: null,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};
const detail: TaskDetail = { ...task, inputs: [], checklist: [], comments: [], harvest: null };

function recorder(answer: (req: ApiRequest) => unknown) {
  const calls: ApiRequest[] = [];
  async function request<T>(req: ApiRequest<T>): Promise<T> {
    calls.push(req as ApiRequest);
    const body = answer(req as ApiRequest);
    return req.schema ? req.schema.parse(body) : (body as T);
  }
  const api: ApiClient = {
    baseURL: 'http://test.invalid',
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
  };
  return { api, calls };
}

describe('task fetchers', () => {
  it('sends only the filters that are set, statuses as one value and flags as 1', async () => {
    const meta = { page: 1, per_page: 25, total: 1, total_capped: false };
    const fake = recorder(() => ({ data: [task], meta }));
    const page = await listTasks(fake.api, 'f1', {
      mine: true,
      overdue: false,
      status: ['todo', 'in_progress'],
      crop_id: '',
      due: 'this_week',
    });
    expect(page).toEqual({ data: [task], meta });
    expect(fake.calls[0]).toMatchObject({
      method: 'get',
      url: '/api/farms/f1/tasks',
      params: { mine: '1', status: 'todo,in_progress', due: 'this_week' },
    });
  });

  it('refuses a task without a title before sending anything, as a 422 would', async () => {
    const fake = recorder(() => ({ message: 'Task created', data: detail }));
    const refused = await createTask(fake.api, 'f1', { title: ' ', due_date: '2026-11-24' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).fieldErrors?.title).toEqual(['Enter the task title.']);
    expect(fake.calls).toHaveLength(0);
    await expect(createTask(fake.api, 'f1', { title: 'Weed', due_date: '2026-11-24' })).resolves.toEqual({
      message: 'Task created',
      task: detail,
    });
  });

  it('completes with an Idempotency-Key, the given one on a retry', async () => {
    const fake = recorder(() => ({ message: 'Task completed', data: { ...detail, status: 'done' } }));
    await completeTask(fake.api, 'f1', 't1', { hours_worked: 2 });
    await completeTask(fake.api, 'f1', 't1', {}, 'key-1');
    const [first, second] = fake.calls;
    expect(first).toMatchObject({
      method: 'post',
      url: '/api/farms/f1/tasks/t1/complete',
      data: { hours_worked: 2 },
    });
    expect(first!.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers).toEqual({ 'idempotency-key': 'key-1' });
  });

  it('reopens and lists my tasks', async () => {
    const fake = recorder((req) =>
      req.url.endsWith('/reopen')
        ? { message: 'Task reopened.', data: detail }
        : { data: [task], overdue_count: 2 },
    );
    expect((await reopenTask(fake.api, 'f1', 't1')).task.status).toBe('todo');
    expect(await listMyTasks(fake.api, { due: 'overdue' })).toEqual({ data: [task], overdue_count: 2 });
    expect(fake.calls[1]).toMatchObject({ url: '/api/tasks/mine', params: { due: 'overdue' } });
  });
});
