import { fakeBrowser } from './testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExtensionApi } from './api';
import { syncOverdueTasks } from './overdue-tasks';
import { overdueTasksItem, taskQueueItem } from './storage-items';
import { enqueueTaskCompletion, flushTaskQueue } from './task-queue';
import { startFakeServer, type FakeServer } from './testing/fake-server';
import { signedInTo } from './testing/session';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

const done = (taskId: string, key: string) => ({
  idempotencyKey: key,
  farmId: 'farm-1',
  taskId,
  title: `Task ${taskId}`,
});
const completePath = (taskId: string) => `POST /api/farms/farm-1/tasks/${taskId}/complete`;
const completed = { body: { message: 'Task done', data: {} } };

describe('the offline task queue', () => {
  it('sends each completion once, in order, with the key made when Mark done was pressed', async () => {
    server.route(completePath('a'), completed);
    server.route(completePath('b'), completed);
    await enqueueTaskCompletion(done('a', 'key-a'));
    await enqueueTaskCompletion(done('b', 'key-b'));
    // Pressed twice offline: still one completion waiting.
    await enqueueTaskCompletion(done('b', 'key-b2'));
    const api = createExtensionApi(server.url);
    await Promise.all([flushTaskQueue(api), flushTaskQueue(api)]);
    const sent = server.arrived.filter((r) => r.path.endsWith('/complete'));
    expect(sent.map((r) => [r.path, r.headers['idempotency-key']])).toEqual([
      ['/api/farms/farm-1/tasks/a/complete', 'key-a'],
      ['/api/farms/farm-1/tasks/b/complete', 'key-b'],
    ]);
    expect(await taskQueueItem.getValue()).toEqual([]);
  });

  it('keeps completions while there is no connection, and sends them once it is back', async () => {
    server.route(completePath('a'), 'drop');
    await enqueueTaskCompletion(done('a', 'key-a'));
    const api = createExtensionApi(server.url);
    await expect(flushTaskQueue(api)).resolves.toMatchObject({ sent: 0, waiting: 1 });
    expect((await taskQueueItem.getValue()).map((q) => q.status)).toEqual(['pending']);
    server.route(completePath('a'), completed);
    await expect(flushTaskQueue(api)).resolves.toMatchObject({ sent: 1, waiting: 0 });
    expect(await taskQueueItem.getValue()).toEqual([]);
  });

  it("marks a completion the server refused as not sent, with the server's reason", async () => {
    server.route(completePath('a'), {
      status: 422,
      body: { message: 'Link every input to an inventory item before completing the task.' },
    });
    await enqueueTaskCompletion(done('a', 'key-a'));
    await expect(flushTaskQueue(createExtensionApi(server.url))).resolves.toMatchObject({ failed: 1 });
    expect(await taskQueueItem.getValue()).toMatchObject([
      { status: 'failed', error: 'Link every input to an inventory item before completing the task.' },
    ]);
  });
});

describe('the overdue count', () => {
  it('reads overdue_count of the overdue window and keeps the last one when offline', async () => {
    server.route('GET /api/tasks/mine', ({ query }) =>
      query.due === 'overdue' ? { body: { data: [], overdue_count: 3 } } : { status: 422, body: {} },
    );
    const api = createExtensionApi(server.url);
    expect(await syncOverdueTasks(api)).toBe(3);
    expect(await overdueTasksItem.getValue()).toBe(3);
    server.route('GET /api/tasks/mine', 'drop');
    expect(await syncOverdueTasks(api)).toBe(3);
  });
});
