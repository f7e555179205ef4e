// Storage locations and suppliers of a farm (docs/product/storage-locations.md Storage location, Supplier).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { farms } from './farms';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const storageLocations = pgTable(
  'storage_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('Warehouse'),
    capacity: numeric('capacity', { precision: 14, scale: 2 }).notNull().default('0'),
    capacityUnit: text('capacity_unit').notNull().default('sq ft'),
    // Only for area units, where usage cannot be derived from stock (docs/decisions/004).
    manualUtilization: numeric('manual_utilization', { precision: 14, scale: 2 }).notNull().default('0'),
    temperatureControlled: boolean('temperature_controlled').notNull().default(false),
    humidityControlled: boolean('humidity_controlled').notNull().default(false),
    address: text('address'),
    description: text('description'),
    status: text('status').notNull().default('active'),
    securityLevel: text('security_level').notNull().default('standard'),
    parentLocationId: uuid('parent_location_id').references((): AnyPgColumn => storageLocations.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('storage_locations_farm_idx').on(t.farmId, t.name),
    check('storage_locations_capacity_nonnegative', sql`${t.capacity} >= 0`),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('suppliers_farm_idx').on(t.farmId, t.name)],
);
