// The wire format of events between instances over PostgreSQL NOTIFY (pg-fan-out.ts). PostgreSQL refuses a NOTIFY
// payload of 8000 bytes or more, and one Pusher event may carry 10 KB of data (a batch ten of them), so a message is
// cut into numbered pieces, all sent in ONE statement: they commit together and arrive together, or not at all.
// Each piece starts with a plain-text header, `{origin}:{seq}:{index}:{count}:`, so an instance skips its own
// messages without parsing them; the body is JSON with every non-ASCII character escaped, so one character is one
// byte whatever the database's encoding, and a cut can never split a character.
import { z } from 'zod';

/** The LISTEN/NOTIFY channel every instance of one database shares. */
export const PG_CHANNEL = 'shamba_realtime';
/** PostgreSQL: "the payload must be shorter than 8000 bytes". Kept a little under, headers included. */
export const MAX_NOTIFY_BYTES = 7_900;
/** Pieces of a cut message wait this long for the rest (a listener that reconnected mid-message lost them). */
export const PARTIAL_TTL_MS = 10_000;
/** At most this many cut messages waiting at once; older ones are dropped first. */
const MAX_PARTIALS = 500;

/** One publish as the hub takes it: data is the event's JSON string, as clients receive it. */
export interface ClusterEvent {
  channels: readonly string[];
  event: string;
  data: string;
  /** The connection to leave out (the one that caused the event), whichever instance holds it. */
  socketId?: string;
}

/** What one publish or revocation sends to the other instances: events, and grants whose subscriptions end. */
export interface ClusterMessage {
  events: readonly ClusterEvent[];
  /** Grants revoked (grants.ts): every instance ends the subscriptions they authorized (hub.revoke). */
  revoked?: readonly string[];
}

/** Every character outside printable ASCII becomes \uXXXX: valid JSON, and byte length = string length. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const Body = z.object({
  e: z.array(
    z.union([
      z.tuple([z.array(z.string()), z.string(), z.string()]),
      z.tuple([z.array(z.string()), z.string(), z.string(), z.string()]),
    ]),
  ),
  r: z.array(z.string()).optional(),
});

/** The NOTIFY payloads for one message (its events, or a whole ClusterMessage): one in the usual case, more when
 *  the events are large. */
export function encodeNotifyPayloads(
  origin: string,
  seq: number,
  message: readonly ClusterEvent[] | ClusterMessage,
  maxBytes = MAX_NOTIFY_BYTES,
): string[] {
  const { events, revoked } = 'events' in message ? message : { events: message, revoked: undefined };
  const body = asciiJson({
    e: events.map((e) => [e.channels, e.event, e.data, ...(e.socketId ? [e.socketId] : [])]),
    ...(revoked?.length ? { r: revoked } : {}),
  });
  const prefix = `${origin}:${seq.toString(36)}:`;
  // The header grows with the number of pieces (its index and count); settle on a count that fits.
  let count = 1;
  let room = 0;
  for (;;) {
    room = maxBytes - prefix.length - 2 * String(count).length - 2;
    if (room < 64) throw new Error(`A NOTIFY payload of ${maxBytes} bytes leaves no room for data.`);
    const needed = Math.max(1, Math.ceil(body.length / room));
    if (needed <= count) break;
    count = needed;
  }
  return Array.from(
    { length: count },
    (_, i) => `${prefix}${i}:${count}:${body.slice(i * room, (i + 1) * room)}`,
  );
}

/** The origin of a payload (the instance that sent it), read from its header alone. */
export const originOf = (payload: string) => payload.slice(0, payload.indexOf(':'));

const HEADER = /^([0-9a-z]+):([0-9a-z]+):(\d+):(\d+):/;

interface Partial {
  pieces: (string | undefined)[];
  missing: number;
  since: number;
}

export interface DecodedMessage {
  origin: string;
  events: ClusterEvent[];
  /** Grants revoked; absent for a plain publish. */
  revoked?: string[];
}

/** Puts cut messages back together; pieces may arrive in any order. Never throws: bad input answers null. */
export class NotifyReassembler {
  private readonly partials = new Map<string, Partial>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The whole message once its last piece is in; null before that, and for anything malformed. */
  accept(payload: string): DecodedMessage | null {
    const header = HEADER.exec(payload);
    if (!header) return null;
    const [whole, origin = '', seq = '', indexText = '', countText = ''] = header;
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 1 || index >= count || count > 100_000) return null;
    const piece = payload.slice(whole.length);
    if (count === 1) return decode(origin, piece);

    this.expire();
    const key = `${origin}:${seq}`;
    let partial = this.partials.get(key);
    if (!partial) {
      if (this.partials.size >= MAX_PARTIALS) this.partials.delete(this.partials.keys().next().value!);
      partial = { pieces: new Array<string | undefined>(count), missing: count, since: this.now() };
      this.partials.set(key, partial);
    }
    if (partial.pieces.length !== count) return null;
    if (partial.pieces[index] === undefined) {
      partial.pieces[index] = piece;
      partial.missing -= 1;
    }
    if (partial.missing > 0) return null;
    this.partials.delete(key);
    return decode(origin, partial.pieces.join(''));
  }

  /** Forgets every cut message (after a reconnect, the rest of them will never come). */
  clear(): void {
    this.partials.clear();
  }

  pending(): number {
    return this.partials.size;
  }

  private expire(): void {
    const cutoff = this.now() - PARTIAL_TTL_MS;
    for (const [key, partial] of this.partials) {
      if (partial.since >= cutoff) break; // insertion order is arrival order
      this.partials.delete(key);
    }
  }
}

function decode(origin: string, body: string): DecodedMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = Body.safeParse(json);
  if (!parsed.success) return null;
  return {
    origin,
    events: parsed.data.e.map(([channels, event, data, socketId]) => ({
      channels,
      event,
      data,
      ...(socketId ? { socketId } : {}),
    })),
    ...(parsed.data.r?.length ? { revoked: parsed.data.r } : {}),
  };
}
