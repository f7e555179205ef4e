// Storage locations of a farm (docs/product/storage-locations.md): inventory.view to see them, inventory.create,
// .edit and .delete to change them (docs/product/roles-and-permissions.md); anything on another farm is a 404.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StorageLocation, StorageLocationInput } from '@/shared/contracts/storage-locations';
import type { ServerContext } from '@/server/context';
import { storageLocations } from '@/server/db/schema/storage';
import { fieldError } from '@/server/lib/http-error';
import { farmIdsWithPermission, isUuid, requireFarmPermission } from '@/server/modules/farms/farm-access';
import {
  assertLocationEmpty,
  checkParentLocation,
  locationNotFound,
  requireLocationAccess,
} from './storage-locations-guards';
import { locationById, locationsOfFarms } from './storage-locations-query';
import { memoUntilWrite } from '@/server/modules/inventory/revision-cache';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordLocationActivity } from './storage-location-activity';

type LocationValues = z.output<typeof StorageLocationInput>;
type LocationColumns = Partial<typeof storageLocations.$inferInsert>;

/** The columns a payload sets. Absent conditions, utilization or parent leave the stored ones alone. */
function columnsOf(input: LocationValues): LocationColumns {
  const columns: LocationColumns = {
    name: input.name,
    type: input.location_type,
    capacity: String(input.capacity),
    capacityUnit: input.capacity_unit,
    address: input.address,
    description: input.description,
    securityLevel: input.security_level,
  };
  const conditions = input.conditions ?? {};
  if (conditions.temperature_controlled !== undefined)
    columns.temperatureControlled = conditions.temperature_controlled;
  if (conditions.humidity_controlled !== undefined)
    columns.humidityControlled = conditions.humidity_controlled;
  // Only read for area units (docs/decisions/004); kept as given so switching units does not lose it.
  if (input.current_utilization !== undefined) columns.manualUtilization = String(input.current_utilization);
  if (input.parent_location_id !== undefined) columns.parentLocationId = input.parent_location_id;
  return columns;
}

export function createStorageLocationService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  async function load(id: string): Promise<StorageLocation> {
    const location = await locationById(db, id);
    if (!location) throw locationNotFound();
    return location;
  }

  return {
    /**
     * With a farm id, that farm's locations (404 unless a member); without, every farm the user may read. The
     * screens poll it: on PGlite the access check is kept until this process next writes (memoUntilWrite), so a
     * cached answer costs no database call (docs/decisions/027).
     */
    async list(actorId: string, farmId?: string): Promise<StorageLocation[]> {
      if (farmId !== undefined) {
        const access = await memoUntilWrite(db, `access:${actorId}:${farmId}:inventory.view`, () =>
          requireFarmPermission(db, actorId, farmId, 'inventory.view'),
        );
        return locationsOfFarms(db, [access.farm.id]);
      }
      const farmIds = await memoUntilWrite(db, `farm-ids:${actorId}:inventory.view`, () =>
        farmIdsWithPermission(db, actorId, 'inventory.view'),
      );
      return locationsOfFarms(db, farmIds);
    },

    async get(actorId: string, id: string): Promise<StorageLocation> {
      await requireLocationAccess(db, actorId, id, 'inventory.view');
      return load(id);
    },

    /** The farm-scoped read (docs/product/storage-locations.md farms/{farmId}/locations/{locationId}): the location must be on that farm. */
    async getOnFarm(actorId: string, farmId: string, id: string): Promise<StorageLocation> {
      await requireFarmPermission(db, actorId, farmId, 'inventory.view');
      const location = isUuid(id) ? await locationById(db, id) : undefined;
      if (!location || location.farm_id !== farmId) throw locationNotFound();
      return location;
    },

    /** `actor`, here and below: who changes it and from where, for the farm's activity log. */
    async create(actor: PersonActor, input: LocationValues): Promise<StorageLocation> {
      const { farm } = await requireFarmPermission(db, actor.id, input.farm_id, 'inventory.create');
      await checkParentLocation(db, farm.id, input.parent_location_id);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(storageLocations)
          .values({ ...columnsOf(input), name: input.name, farmId: farm.id, createdAt: now, updatedAt: now })
          .returning();
        await recordLocationActivity(tx, actor, 'create', null, created!);
        return created!;
      });
      return load(row.id);
    },

    async update(actor: PersonActor, id: string, input: LocationValues): Promise<StorageLocation> {
      const { farm } = await requireLocationAccess(db, actor.id, id, 'inventory.edit');
      if (input.farm_id !== farm.id)
        throw fieldError('farm_id', 'A storage location cannot move to another farm.');
      await checkParentLocation(db, farm.id, input.parent_location_id, id);
      const mine = and(eq(storageLocations.id, id), eq(storageLocations.farmId, farm.id));
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(storageLocations).where(mine).for('update');
        if (!before) throw locationNotFound();
        const [after] = await tx
          .update(storageLocations)
          .set({ ...columnsOf(input), updatedAt: clock.now() })
          .where(mine)
          .returning();
        await recordLocationActivity(tx, actor, 'edit', before, after!);
      });
      return load(id);
    },

    async remove(actor: PersonActor, id: string): Promise<void> {
      await requireLocationAccess(db, actor.id, id, 'inventory.delete');
      await db.transaction(async (tx) => {
        // The row lock makes a new item for this location wait, so the emptiness check stays true.
        const [before] = await tx
          .select()
          .from(storageLocations)
          .where(eq(storageLocations.id, id))
          .for('update');
        await assertLocationEmpty(tx, id);
        await tx.delete(storageLocations).where(eq(storageLocations.id, id));
        if (before) await recordLocationActivity(tx, actor, 'delete', before, null);
      });
    },
  };
}

export type StorageLocationService = ReturnType<typeof createStorageLocationService>;
