// Fields of a farm (docs/product/fields-and-soil.md): crops.view to see them, crops.create, .edit and .delete to
// change them (docs/decisions/038); a field of another farm is a 404. A field with crops or soil samples is
// archived on delete, so its history stays readable.
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Field, FieldInput, FieldPatchInput } from '@/shared/contracts/fields';
import type { ServerContext } from '@/server/context';
import { crops } from '@/server/db/schema/crops';
import { fields, soilSamples } from '@/server/db/schema/fields';
import { isUniqueViolation } from '@/server/lib/http-error';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordFieldActivity } from './field-activity';
import { FIELD_MESSAGES } from './field-messages';
import { assertFieldNameFree, fieldNameTaken, requireField } from './fields-guards';
import { fieldWithCrops, fieldsOfFarm } from './fields-query';

type FieldValues = z.output<typeof FieldInput>;
type FieldPatch = z.output<typeof FieldPatchInput>;

const decimal = (value: number | null | undefined) => (value == null ? null : String(value));

/** The columns a patch sets: only what it names (undefined leaves a column as it is). */
function columnsOf(input: FieldPatch) {
  const columns: Partial<typeof fields.$inferInsert> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.area !== undefined) columns.area = String(input.area);
  if (input.area_unit !== undefined) columns.areaUnit = input.area_unit;
  if (input.soil_type !== undefined) columns.soilType = input.soil_type;
  if (input.irrigation !== undefined) columns.irrigation = input.irrigation;
  if (input.latitude !== undefined) columns.latitude = decimal(input.latitude);
  if (input.longitude !== undefined) columns.longitude = decimal(input.longitude);
  if (input.notes !== undefined) columns.notes = input.notes;
  return columns;
}

/** The unique index's answer for two adds of one name at once, in the words of the check before it. */
async function nameGuarded<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw fieldNameTaken(name);
    throw error;
  }
}

export function createFieldService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  return {
    async list(actorId: string, farmId: string, includeArchived: boolean): Promise<Field[]> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      return fieldsOfFarm(db, farm.id, includeArchived);
    },

    async get(actorId: string, farmId: string, id: string): Promise<Field> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      return fieldWithCrops(db, await requireField(db, farm.id, id));
    },

    /** `actor`, here and below: who changes it and from where, for the farm's activity log. */
    async create(actor: PersonActor, farmId: string, input: FieldValues): Promise<Field> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.create');
      const now = clock.now();
      const row = await nameGuarded(input.name, () =>
        db.transaction(async (tx) => {
          await assertFieldNameFree(tx, farm.id, input.name);
          const [inserted] = await tx
            .insert(fields)
            .values({
              ...columnsOf(input),
              name: input.name,
              area: String(input.area),
              areaUnit: input.area_unit,
              farmId: farm.id,
              createdBy: actor.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordFieldActivity(tx, actor, 'create', null, inserted!);
          return inserted!;
        }),
      );
      return fieldWithCrops(db, row);
    },

    async update(actor: PersonActor, farmId: string, id: string, input: FieldPatch): Promise<Field> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.edit');
      const row = await nameGuarded(input.name, () =>
        db.transaction(async (tx) => {
          const before = await requireField(tx, farm.id, id, true);
          if (input.name !== undefined) await assertFieldNameFree(tx, farm.id, input.name, id);
          const [after] = await tx
            .update(fields)
            .set({ ...columnsOf(input), updatedAt: clock.now() })
            .where(eq(fields.id, id))
            .returning();
          await recordFieldActivity(tx, actor, 'edit', before, after!);
          return after!;
        }),
      );
      return fieldWithCrops(db, row);
    },

    /** Deletes a field without history; archives one with crops or samples (deleting it again changes nothing). */
    async remove(actor: PersonActor, farmId: string, id: string) {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.delete');
      return db.transaction(async (tx) => {
        // The row lock makes a crop or sample added meanwhile wait, so the check below stays true.
        const before = await requireField(tx, farm.id, id, true);
        const [cropRows] = await tx.select({ n: count() }).from(crops).where(eq(crops.fieldId, id));
        const [sampleRows] = await tx
          .select({ n: count() })
          .from(soilSamples)
          .where(eq(soilSamples.fieldId, id));
        if ((cropRows?.n ?? 0) + (sampleRows?.n ?? 0) > 0) {
          if (before.archivedAt === null) {
            const now = clock.now();
            const [after] = await tx
              .update(fields)
              .set({ archivedAt: now, updatedAt: now })
              .where(eq(fields.id, id))
              .returning();
            await recordFieldActivity(tx, actor, 'archive', before, after!);
          }
          return { success: true, message: FIELD_MESSAGES.archived, outcome: 'archived' as const };
        }
        await tx.delete(fields).where(eq(fields.id, id));
        await recordFieldActivity(tx, actor, 'delete', before, null);
        return { success: true, message: FIELD_MESSAGES.deleted, outcome: 'deleted' as const };
      });
    },
  };
}
