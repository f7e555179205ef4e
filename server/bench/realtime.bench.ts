// Budget (docs/architecture.md "Realtime and push"): with 2,000 connected users, each on its own private channel, the embedded
// Pusher-protocol endpoint delivers (a) a notification to one user within 50 ms at p95, and (b) a broadcast to all
// 2,000 channels, published through the official SDK in calls of at most 100 channels sent concurrently, to the
// LAST client within 200 ms at p95. (c) memory per connection is reported (both ends live in this process, so it
// is an upper bound for the server side). Loopback only; every wait is bounded; exits 0 when within budget.
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { loadRealtimeConfig } from '../realtime/config';
import { realtimePlugin } from '../realtime/plugin';
import { signChannel } from '../realtime/signing';
import { NOTIFICATION_EVENT, userChannel } from '@/shared/contracts/realtime-channels';

const USERS = 2_000;
const UNICAST_RUNS = 200;
const BROADCAST_RUNS = 20;
const BUDGET_UNICAST_P95_MS = 50;
const BUDGET_BROADCAST_P95_MS = 200;
const WAIT_MS = 5_000;

// A full GC before each memory reading, without needing `node --expose-gc` from the caller (npm run bench).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage();
};

const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (Number.isFinite(fdLimit) && fdLimit < USERS * 2 + 200) {
  console.log(
    `ulimit -n is ${fdLimit}: ${USERS} connections need about ${USERS * 2 + 200} descriptors (both ends)`,
  );
  console.log('raise the limit for this shell (ulimit -n 8192) and run again; nothing was measured');
  process.exit(1);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const within = <T>(promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS} ms`)), WAIT_MS).unref(),
    ),
  ]);

const config = { ...loadRealtimeConfig({}), activityTimeout: 30 };
const app = Fastify({ logger: { level: 'warn' } });
await app.register(realtimePlugin, { config, authorizeUserChannel: () => false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const url = `ws://127.0.0.1:${port}/app/${config.key}?protocol=7&client=js&version=bench`;

/** Per user: resolves the pending wait when an event arrives on its channel. */
const waiting = new Map<number, () => void>();
let broadcastLeft = 0;
let broadcastDone: (() => void) | undefined;
const sockets: WebSocket[] = [];

function connectUser(i: number): Promise<void> {
  const channel = userChannel(String(i));
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(ws);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { event: string; data: string };
      if (frame.event === NOTIFICATION_EVENT) return waiting.get(i)?.();
      if (frame.event === 'broadcast') return void (--broadcastLeft === 0 && broadcastDone?.());
      if (frame.event === 'pusher:ping') return ws.send('{"event":"pusher:pong","data":{}}');
      if (frame.event === 'pusher_internal:subscription_succeeded') return resolve();
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data) as { socket_id: string }).socket_id;
        const auth = `${config.key}:${signChannel({ secret: config.secret, socketId, channelName: channel })}`;
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      }
    });
  });
}

let ok = true;
try {
  const before = await settle();
  for (let start = 0; start < USERS; start += 250) {
    const batch = Array.from({ length: Math.min(250, USERS - start) }, (_, k) => connectUser(start + k));
    await within(Promise.all(batch), 'connecting');
  }
  const after = await settle();
  const { connections, subscriptions } = app.realtime.hub.counts();
  console.log(`connected ${connections} sockets, ${subscriptions} private channels (ulimit -n ${fdLimit})`);

  const { publisher } = app.realtime;
  const unicast = async (i: number) => {
    const delivered = new Promise<void>((resolve) => waiting.set(i, resolve));
    const t0 = performance.now();
    const result = await publisher.publish(userChannel(String(i)), NOTIFICATION_EVENT, {
      id: i,
      title: 'Stock low',
    });
    if (!result.ok) throw new Error(result.error);
    await within(delivered, `notification to user ${i}`);
    waiting.delete(i);
    return performance.now() - t0;
  };
  const everyone = Array.from({ length: USERS }, (_, i) => userChannel(String(i)));
  const broadcast = async (run: number) => {
    broadcastLeft = USERS;
    const all = new Promise<void>((resolve) => (broadcastDone = resolve));
    const t0 = performance.now();
    const result = await publisher.publish(everyone, 'broadcast', { run, title: 'Frost warning tonight' });
    if (!result.ok) throw new Error(result.error);
    await within(all, `broadcast ${run}`);
    return performance.now() - t0;
  };

  for (let i = 0; i < 20; i++) await unicast(i); // warm-up: JIT and keep-alive connections
  await broadcast(-1);

  const single: number[] = [];
  for (let r = 0; r < UNICAST_RUNS; r++) single.push(await unicast((r * 7919) % USERS));
  const wide: number[] = [];
  for (let r = 0; r < BROADCAST_RUNS; r++) wide.push(await broadcast(r));

  const p95a = percentile(single, 95);
  const p95b = percentile(wide, 95);
  const heapKb = (after.heapUsed - before.heapUsed) / USERS / 1024;
  const rssKb = (after.rss - before.rss) / USERS / 1024;
  console.log(
    `(a) one user, ${UNICAST_RUNS} runs: p50 ${percentile(single, 50).toFixed(1)} ms, p95 ${p95a.toFixed(1)} ms (budget ${BUDGET_UNICAST_P95_MS} ms)`,
  );
  console.log(
    `(b) ${USERS} users, last client, ${BROADCAST_RUNS} runs: p50 ${percentile(wide, 50).toFixed(1)} ms, p95 ${p95b.toFixed(1)} ms (budget ${BUDGET_BROADCAST_P95_MS} ms)`,
  );
  console.log(
    `(c) per connection, server and client ends together: heap ${heapKb.toFixed(1)} KB, rss ${rssKb.toFixed(1)} KB`,
  );
  ok = p95a <= BUDGET_UNICAST_P95_MS && p95b <= BUDGET_BROADCAST_P95_MS;
  console.log(ok ? 'realtime: within budget' : 'realtime: OVER budget');
} catch (error) {
  ok = false;
  console.error('realtime bench failed:', error instanceof Error ? error.message : error);
} finally {
  for (const ws of sockets) ws.terminate();
  await app.close();
}
process.exit(ok ? 0 : 1);
