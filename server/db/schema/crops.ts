// Crops on fields, their growth stages and harvests, and the templates that plan them
// (docs/product/crops-and-tasks.md).
import { sql } from 'drizzle-orm';
import {
  check,
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
import { fields } from './fields';
import { inventoryItems, stockMovements } from './inventory';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A crop plan to apply on a planting date. `farm_id` null: a platform template a superadmin maintains; set: a
 * farm's private template (saved from one of its crops), seen only on that farm.
 */
export const cropTemplates = pgTable(
  'crop_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cropName: text('crop_name').notNull(),
    variety: text('variety'),
    description: text('description'),
    // Days from planting to harvest, to propose the expected harvest date.
    durationDays: integer('duration_days'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crop_templates_name_unique').on(
      sql`coalesce(${t.farmId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const cropTemplateStages = pgTable(
  'crop_template_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => cropTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    // Days after planting the stage starts (negative for work before planting).
    dayOffset: integer('day_offset').notNull(),
  },
  (t) => [uniqueIndex('crop_template_stages_position_unique').on(t.templateId, t.position)],
);

/**
 * A task the template's stage needs. `inputs` is [{name, category, quantity_per_hectare, unit}]: platform
 * templates cannot name a farm's items, so applying the template matches each input to the farm's items by name.
 */
export const cropTemplateTasks = pgTable(
  'crop_template_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => cropTemplates.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id').references(() => cropTemplateStages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull().default('general'),
    priority: text('priority').notNull().default('medium'),
    dayOffset: integer('day_offset').notNull(),
    inputs: jsonb('inputs').notNull().default([]),
    checklist: jsonb('checklist').notNull().default([]),
  },
  (t) => [index('crop_template_tasks_template_idx').on(t.templateId, t.position)],
);

export const crops = pgTable(
  'crops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    fieldId: uuid('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    variety: text('variety'),
    season: text('season').notNull(),
    // The planted area (defaults to the field's): template inputs per hectare scale by it.
    area: numeric('area', { precision: 14, scale: 4 }).notNull(),
    areaUnit: text('area_unit').notNull(),
    plantingDate: day('planting_date').notNull(),
    expectedHarvestDate: day('expected_harvest_date'),
    expectedYield: numeric('expected_yield', { precision: 14, scale: 2 }),
    yieldUnit: text('yield_unit'),
    status: text('status').notNull().default('planned'),
    // Null before the first stage starts; the stage rows keep the dates each stage began and ended.
    currentStageId: uuid('current_stage_id'),
    templateId: uuid('template_id').references(() => cropTemplates.id, { onDelete: 'set null' }),
    // The crop this one was copied from when a season's plan was copied to the next.
    copiedFromId: uuid('copied_from_id'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('crops_farm_idx').on(t.farmId, t.plantingDate),
    index('crops_field_idx').on(t.fieldId, t.plantingDate),
    index('crops_farm_season_idx').on(t.farmId, t.season),
    check('crops_status_known', sql`${t.status} in ('planned', 'growing', 'harvested', 'failed')`),
    check('crops_area_unit_known', sql`${t.areaUnit} in ('acres', 'hectares', 'square_metres')`),
  ],
);

/** A crop's growth stages: planned start from the template, and the dates it actually began and ended. */
export const cropStages = pgTable(
  'crop_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    cropId: uuid('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    plannedStartDate: day('planned_start_date'),
    startedOn: day('started_on'),
    endedOn: day('ended_on'),
  },
  (t) => [uniqueIndex('crop_stages_position_unique').on(t.cropId, t.position)],
);

/** A harvest taken into stock: the product item it went to, and the ledger movement that put it there. */
export const harvests = pgTable(
  'harvests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    cropId: uuid('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'restrict' }),
    // The harvest task that recorded it, if any (foreign key hand-written in the migration: tasks import crops).
    taskId: uuid('task_id'),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'restrict' }),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => stockMovements.id, { onDelete: 'restrict' }),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unit: text('unit').notNull(),
    lot: text('lot'),
    qualityGrade: text('quality_grade'),
    harvestedOn: day('harvested_on').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('harvests_crop_idx').on(t.cropId, t.harvestedOn),
    check('harvests_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
