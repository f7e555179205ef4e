// A farm's fields and the soil samples taken on them (docs/product/crops-and-tasks.md).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

export const fields = pgTable(
  'fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    area: numeric('area', { precision: 14, scale: 4 }).notNull(),
    areaUnit: text('area_unit').notNull(),
    soilType: text('soil_type'),
    irrigation: text('irrigation'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    notes: text('notes'),
    // A field with crops or samples is archived, not destroyed, so its history stays readable.
    archivedAt: at('archived_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fields_farm_name_unique').on(t.farmId, sql`lower(${t.name})`),
    check('fields_area_unit_known', sql`${t.areaUnit} in ('acres', 'hectares', 'square_metres')`),
    check('fields_area_positive', sql`${t.area} > 0`),
  ],
);

/**
 * A soil sample's lab results. The six common values have columns (charts and filters read them); any other
 * value the lab reports is kept in `extra_values` as [{name, value, unit}].
 */
export const soilSamples = pgTable(
  'soil_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    sampledOn: date('sampled_on', { mode: 'string' }).notNull(),
    depthCm: numeric('depth_cm', { precision: 8, scale: 2 }),
    location: text('location'),
    labName: text('lab_name'),
    ph: numeric('ph', { precision: 6, scale: 2 }),
    nitrogen: numeric('nitrogen', { precision: 12, scale: 3 }),
    phosphorus: numeric('phosphorus', { precision: 12, scale: 3 }),
    potassium: numeric('potassium', { precision: 12, scale: 3 }),
    organicMatter: numeric('organic_matter', { precision: 8, scale: 3 }),
    ec: numeric('ec', { precision: 10, scale: 3 }),
    extraValues: jsonb('extra_values').notNull().default([]),
    notes: text('notes'),
    // The re-test reminder: due on sampled_on + interval; reminded_at stops a second reminder.
    retestIntervalDays: integer('retest_interval_days'),
    retestDueOn: date('retest_due_on', { mode: 'string' }),
    retestRemindedAt: at('retest_reminded_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('soil_samples_field_idx').on(t.fieldId, t.sampledOn),
    index('soil_samples_retest_idx')
      .on(t.retestDueOn)
      .where(sql`${t.retestRemindedAt} is null`),
    check('soil_samples_ph_range', sql`${t.ph} is null or (${t.ph} >= 0 and ${t.ph} <= 14)`),
  ],
);

/** The lab's report file, apart from the sample so lists never read its bytes. */
export const soilSampleReports = pgTable('soil_sample_reports', {
  sampleId: uuid('sample_id')
    .primaryKey()
    .references(() => soilSamples.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
