// The farm's activity log (docs/product/activity-log.md, docs/decisions/035): who changed what on a farm, from
// which surface, with the record before and after. Entries are written by the server in the same transaction as
// the change and never edited; this file is what the server answers and what the web app reads.
import { z } from 'zod';
import { FARM_MODULES } from './farm-permissions';
import { isoDate } from './common';

/** Where a change came from. The widget API is always `widget`; platform jobs are `system`. */
export const ACTIVITY_SURFACES = ['web', 'extension', 'widget', 'api', 'system'] as const;
export type ActivitySurface = (typeof ACTIVITY_SURFACES)[number];

/**
 * Our own clients say which surface they are with this header (the web app `web`, the extension `extension`);
 * any other bearer client, which sends none, is `api`. It only labels entries, it grants nothing.
 */
export const SURFACE_HEADER = 'x-shamba-surface';
export const CLIENT_SURFACES = ['web', 'extension'] as const;
export type ClientSurface = (typeof CLIENT_SURFACES)[number];

/**
 * What was done. The four generic verbs match the permission actions; the precise ones say more where a
 * generic "edit" would hide what happened (a stock count, a removal from the staff).
 */
export const ACTIVITY_ACTIONS = [
  'create',
  'edit',
  'delete',
  'approve',
  'archive',
  'restore',
  'consume',
  'restock',
  'harvest',
  'sell',
  'adjust',
  'transfer',
  'count',
  'expire',
  'revoke',
  'invite',
  'resend',
  'accept',
  'remove',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Plain JSON of a record as it was (before) or became (after); never tokens, hashes or passwords. */
export const ActivitySnapshotSchema = z.record(z.string(), z.unknown()).nullable();
export type ActivitySnapshot = z.infer<typeof ActivitySnapshotSchema>;

export const ActivityEntrySchema = z.object({
  id: z.string(),
  farm_id: z.string(),
  actor_id: z.string().nullable(),
  /** The name the person had when they acted; null for the platform's own jobs. */
  actor_name: z.string().nullable(),
  surface: z.string(),
  module: z.string(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string().nullable(),
  /** A short English sentence for search and export; screens build their own text from action and module. */
  summary: z.string(),
  before: ActivitySnapshotSchema,
  after: ActivitySnapshotSchema,
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ACTIVITY_PAGE_MAX = 100;
/** A cursor that is not a number, or names no entry of the farm's log. */
export const CURSOR_NOT_OF_LOG = 'The cursor must be the next_cursor of an earlier page.';
export const ACTIVITY_PAGE_DEFAULT = 50;

/** Whether the platform knows this IANA time zone ("Africa/Nairobi"); the browser's own is always known. */
const knownZones = new Set<string>();

export function isKnownTimeZone(name: string): boolean {
  // Remembered once accepted (at most the IANA list): asking Intl builds a formatter each time.
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    knownZones.add(name);
    return true;
  } catch {
    return false;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Filters of GET /api/farms/{farmId}/activities; every one optional. `from` and `to` are whole days in `tz`, the
 * viewer's time zone (the web app sends the browser's; UTC without it), both included.
 */
export const ActivityQuerySchema = z
  .object({
    person: z.string().regex(UUID, 'Choose a person from the list.').optional(),
    module: z.enum(FARM_MODULES, { error: 'Choose a module from the list.' }).optional(),
    from: isoDate('start date').optional(),
    to: isoDate('end date').optional(),
    tz: z
      .string()
      .max(64, 'The time zone must be an IANA name such as Africa/Nairobi.')
      .refine(isKnownTimeZone, 'The time zone must be an IANA name such as Africa/Nairobi.')
      .optional(),
    record_type: z
      .string()
      .regex(/^[a-z_]{1,40}$/, 'The record type is letters and underscores only.')
      .optional(),
    record_id: z.string().max(100, 'The record id is too long.').optional(),
    cursor: z
      .string()
      .regex(/^\d{1,15}$/, CURSOR_NOT_OF_LOG)
      .optional(),
    limit: z.coerce
      .number({ error: 'The limit must be a whole number.' })
      .int('The limit must be a whole number.')
      .min(1, 'The limit must be at least 1.')
      .max(ACTIVITY_PAGE_MAX, `The limit can be at most ${ACTIVITY_PAGE_MAX}.`)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'The end date must be on or after the start date.',
  })
  .refine((q) => !q.record_id || q.record_type, {
    path: ['record_type'],
    error: 'Give the record type with the record id.',
  });
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/** Someone who appears in a farm's log, for the person filter: staff past and present. */
export const ActivityPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ActivityPerson = z.infer<typeof ActivityPersonSchema>;
export const ActivityPeopleSchema = z.object({ data: z.array(ActivityPersonSchema) });

export const ActivityPageSchema = z.object({
  data: z.array(ActivityEntrySchema),
  /** Pass back as `cursor` for the next, older page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
