// The NOTIFY wire format between instances (notify-payload.ts): PostgreSQL refuses payloads of 8000 bytes or more,
// so large events are cut into pieces that are put back together in any order.
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  encodeNotifyPayloads,
  MAX_NOTIFY_BYTES,
  NotifyReassembler,
  originOf,
  PARTIAL_TTL_MS,
  type ClusterEvent,
} from './notify-payload';
import { MAX_EVENT_DATA_BYTES, MAX_EVENTS_PER_BATCH } from './publisher';
import { notifyStatement } from './pg-fan-out';

const ORIGIN = '0123456789abcdef';
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

const event = (data: unknown, overrides: Partial<ClusterEvent> = {}): ClusterEvent => ({
  channels: ['private-user.7'],
  event: 'notification',
  data: JSON.stringify(data),
  ...overrides,
});

/** An object whose JSON has at most `size` bytes, with characters of one to four UTF-8 bytes, quotes and control
 *  characters, all of which the wire format escapes (so they take more room there than here). */
const bulky = (size: number, extra: Record<string, unknown> = {}) => {
  const sample = 'Mbolea “DAP” — 50 kg ✓ 🌽\n\t"quoted" \\ backslash ';
  let message = sample.repeat(Math.ceil(size / sample.length));
  while (bytes(JSON.stringify({ message, ...extra })) > size) message = message.slice(0, -8);
  return { message, ...extra };
};

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function reassemble(payloads: readonly string[], reassembler = new NotifyReassembler()) {
  const done = payloads.map((p) => reassembler.accept(p)).filter((m) => m !== null);
  expect(done).toHaveLength(1);
  return done[0]!;
}

describe('NOTIFY payloads', () => {
  it('sends a usual event as one payload, and reads it back as it was', () => {
    const events = [
      event({ id: 'n1', title: 'Low stock', message: 'Maize seed: 3 kg left' }),
      event({ id: 'n1' }, { channels: ['private-notifications.user.7'], event: 'new-notification' }),
      event({ unread_count: 4 }, { socketId: '123.456' }),
    ];
    const payloads = encodeNotifyPayloads(ORIGIN, 1, events);
    expect(payloads).toHaveLength(1);
    expect(originOf(payloads[0]!)).toBe(ORIGIN);
    expect(reassemble(payloads)).toEqual({ origin: ORIGIN, events });
  });

  it('cuts the largest publish there can be into pieces under 8000 bytes each, put back in any order', () => {
    // A batch of the most events, each with the most data, of multi-byte characters that escaping makes longer.
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, i) =>
      event(bulky(MAX_EVENT_DATA_BYTES, { i })),
    );
    for (const e of events) expect(bytes(e.data)).toBeGreaterThan(MAX_EVENT_DATA_BYTES - 100);
    for (const e of events) expect(bytes(e.data)).toBeLessThanOrEqual(MAX_EVENT_DATA_BYTES);
    const payloads = encodeNotifyPayloads(ORIGIN, 2, events);
    expect(payloads.length).toBeGreaterThan(10);
    for (const p of payloads) {
      expect(bytes(p)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
      expect(bytes(p)).toBeLessThan(8000); // PostgreSQL's own limit
      expect(p).toMatch(/^[\x20-\x7e]*$/); // ASCII: as many bytes as characters in any database encoding
    }
    expect(reassemble(shuffled(payloads))).toEqual({ origin: ORIGIN, events });
  });

  it('keeps pieces of different messages and instances apart, and ignores a piece given twice', () => {
    const a = encodeNotifyPayloads('aaaa', 1, [event(bulky(20_000))], 3_000);
    const b = encodeNotifyPayloads('bbbb', 1, [event(bulky(15_000))], 3_000);
    expect(a.length).toBeGreaterThan(2);
    const reassembler = new NotifyReassembler();
    const interleaved = [a[0]!, b[1]!, a[0]!, ...a.slice(1, -1), ...b.filter((_, i) => i !== 1), a.at(-1)!];
    const done = interleaved.map((p) => reassembler.accept(p)).filter((m) => m !== null);
    expect(done.map((m) => m.origin)).toEqual(['bbbb', 'aaaa']);
    expect(done[1]!.events[0]!.data).toBe(JSON.stringify(bulky(20_000)));
    expect(reassembler.pending()).toBe(0);
  });

  it('drops an incomplete message after a while, and answers null to anything malformed', () => {
    let now = 0;
    const reassembler = new NotifyReassembler(() => now);
    const [first] = encodeNotifyPayloads(ORIGIN, 3, [event(bulky(9_000))], 2_000);
    expect(reassembler.accept(first!)).toBeNull();
    expect(reassembler.pending()).toBe(1);
    now += PARTIAL_TTL_MS + 1;
    const other = encodeNotifyPayloads(ORIGIN, 4, [event(bulky(9_000))], 2_000);
    expect(reassembler.accept(other[0]!)).toBeNull();
    expect(reassembler.pending()).toBe(1); // the stale one is gone, the new one waits

    for (const bad of [
      '',
      'hello',
      `${ORIGIN}:1:0:1:not json`,
      `${ORIGIN}:1:0:1:{"e":[[1,2]]}`,
      'x:1:2:1:{}',
    ])
      expect(reassembler.accept(bad)).toBeNull();
  });

  it('carries revoked grants, alone or with events, and even when they need several pieces', () => {
    const revoked = ['session:7:token-a', 'embed-key:key-b'];
    const [alone] = encodeNotifyPayloads(ORIGIN, 6, { events: [], revoked });
    expect(new NotifyReassembler().accept(alone!)).toEqual({ origin: ORIGIN, events: [], revoked });
    const many = Array.from({ length: 200 }, (_, i) => `session:user-${i}:token-${i}-${'x'.repeat(40)}`);
    const events = [event({ id: 'n1' })];
    const payloads = encodeNotifyPayloads(ORIGIN, 7, { events, revoked: many });
    expect(payloads.length).toBeGreaterThan(1);
    expect(reassemble(shuffled(payloads))).toEqual({ origin: ORIGIN, events, revoked: many });
  });

  it('sends every piece of a message in one statement', () => {
    const payloads = encodeNotifyPayloads(ORIGIN, 5, [event(bulky(20_000))]);
    const query = new PgDialect().sqlToQuery(notifyStatement(payloads));
    expect(query.sql).toBe(
      `select ${payloads.map((_, i) => `pg_notify($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`,
    );
    expect(query.params.filter((_, i) => i % 2 === 1)).toEqual(payloads);
    expect(new Set(query.params.filter((_, i) => i % 2 === 0))).toEqual(new Set(['shamba_realtime']));
  });
});
