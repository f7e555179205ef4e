// Soil samples of a farm's fields (docs/product/fields-and-soil.md): the crops module's permissions
// (docs/decisions/038); a sample or field of another farm is a 404. The re-test day is stored with the sample
// (sampled_on + interval) for the reminder job to read.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AT_LEAST_ONE_VALUE,
  SOIL_VALUE_NAMES,
  type SoilSample,
  type SoilSampleInput,
  type SoilSampleListQuerySchema,
  type SoilSamplePatchInput,
} from '@/shared/contracts/soil-samples';
import type { SoilValue } from '@/shared/contracts/farm-work-enums';
import type { ServerContext } from '@/server/context';
import { soilSamples } from '@/server/db/schema/fields';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { PersonActor } from '@/server/modules/activity/record';
import { isUuid, requireFarmPermission, type FarmRow } from '@/server/modules/farms/farm-access';
import { requireField } from '@/server/modules/fields/fields-guards';
import { addDays, farmToday } from './local-day';
import { recordSoilSampleActivity } from './soil-sample-activity';
import { SOIL_MESSAGES } from './soil-messages';
import { samplePage, sampleOfFarm, samplesOfField, trendOfField } from './soil-samples-query';

type SampleValues = z.output<typeof SoilSampleInput>;
type SamplePatch = z.output<typeof SoilSamplePatchInput>;
type SampleRow = typeof soilSamples.$inferSelect;
type ListQuery = z.output<typeof SoilSampleListQuerySchema>;

export const sampleNotFound = () =>
  new HttpError(404, SOIL_MESSAGES.notFound, { code: 'soil_sample_not_found' });

const decimal = (value: number | null | undefined) => (value == null ? null : String(value));

export const VALUE_COLUMNS = {
  ph: soilSamples.ph,
  nitrogen: soilSamples.nitrogen,
  phosphorus: soilSamples.phosphorus,
  potassium: soilSamples.potassium,
  organic_matter: soilSamples.organicMatter,
  ec: soilSamples.ec,
} as const satisfies Record<SoilValue, unknown>;

const VALUE_KEYS = {
  ph: 'ph',
  nitrogen: 'nitrogen',
  phosphorus: 'phosphorus',
  potassium: 'potassium',
  organic_matter: 'organicMatter',
  ec: 'ec',
} as const satisfies Record<SoilValue, keyof SampleRow>;

/** The columns a patch sets: only what it names. */
function columnsOf(input: SamplePatch) {
  const columns: Partial<typeof soilSamples.$inferInsert> = {};
  if (input.sampled_on !== undefined) columns.sampledOn = input.sampled_on;
  if (input.depth_cm !== undefined) columns.depthCm = decimal(input.depth_cm);
  if (input.location !== undefined) columns.location = input.location;
  if (input.lab_name !== undefined) columns.labName = input.lab_name;
  for (const name of SOIL_VALUE_NAMES) {
    if (input[name] !== undefined) columns[VALUE_KEYS[name]] = decimal(input[name]);
  }
  if (input.extra_values !== undefined) columns.extraValues = input.extra_values;
  if (input.notes !== undefined) columns.notes = input.notes;
  if (input.retest_interval_days !== undefined) columns.retestIntervalDays = input.retest_interval_days;
  return columns;
}

function assertNotFuture(farm: FarmRow, day: string, now: Date) {
  if (day > farmToday(now, farm.timezone)) throw fieldError('sampled_on', SOIL_MESSAGES.futureDate);
}

/** The re-test day follows the sample's date and interval; a changed day asks for a new reminder. */
function retestOf(sampledOn: string, interval: number | null) {
  return { retestDueOn: interval ? addDays(sampledOn, interval) : null, retestRemindedAt: null };
}

export function createSoilSampleService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  async function load(farmId: string, id: string): Promise<SoilSample> {
    const sample = isUuid(id) ? await sampleOfFarm(db, farmId, id) : null;
    if (!sample) throw sampleNotFound();
    return sample;
  }

  return {
    load,

    async listOfField(actorId: string, farmId: string, fieldId: string): Promise<SoilSample[]> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      const field = await requireField(db, farm.id, fieldId);
      return samplesOfField(db, farm.id, field.id);
    },

    async list(actorId: string, farmId: string, query: ListQuery) {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      if (query.field_id !== undefined && !isUuid(query.field_id)) {
        throw fieldError('field_id', SOIL_MESSAGES.chooseField);
      }
      if (query.from && query.to && query.from > query.to)
        throw fieldError('from', SOIL_MESSAGES.fromAfterTo);
      return samplePage(db, farm.id, {
        fieldId: query.field_id,
        from: query.from,
        to: query.to,
        page: query.page,
        perPage: query.per_page,
      });
    },

    async get(actorId: string, farmId: string, id: string): Promise<SoilSample> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      return load(farm.id, id);
    },

    /** `actor`, here and below: who changes it and from where, for the farm's activity log. */
    async create(
      actor: PersonActor,
      farmId: string,
      fieldId: string,
      input: SampleValues,
    ): Promise<SoilSample> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.create');
      const field = await requireField(db, farm.id, fieldId);
      // An archived field keeps its history readable; new work goes on the fields in use.
      if (field.archivedAt !== null) {
        throw new HttpError(409, SOIL_MESSAGES.fieldArchived, { code: 'field_archived' });
      }
      const now = clock.now();
      assertNotFuture(farm, input.sampled_on, now);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(soilSamples)
          .values({
            ...columnsOf(input),
            sampledOn: input.sampled_on,
            ...retestOf(input.sampled_on, input.retest_interval_days ?? null),
            farmId: farm.id,
            fieldId: field.id,
            createdBy: actor.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordSoilSampleActivity(tx, actor, 'create', field.name, null, row!);
        return row!.id;
      });
      return load(farm.id, id);
    },

    async update(actor: PersonActor, farmId: string, id: string, input: SamplePatch): Promise<SoilSample> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.edit');
      const current = await load(farm.id, id);
      const now = clock.now();
      if (input.sampled_on !== undefined) assertNotFuture(farm, input.sampled_on, now);
      const merged = { ...current, ...input };
      const hasValue =
        SOIL_VALUE_NAMES.some((name) => merged[name] != null) || (merged.extra_values ?? []).length > 0;
      if (!hasValue) throw fieldError('ph', AT_LEAST_ONE_VALUE);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(soilSamples)
          .where(and(eq(soilSamples.id, id), eq(soilSamples.farmId, farm.id)))
          .for('update');
        if (!before) throw sampleNotFound();
        const sampledOn = input.sampled_on ?? before.sampledOn;
        const interval =
          input.retest_interval_days !== undefined ? input.retest_interval_days : before.retestIntervalDays;
        const retestChanged = sampledOn !== before.sampledOn || interval !== before.retestIntervalDays;
        const [after] = await tx
          .update(soilSamples)
          .set({
            ...columnsOf(input),
            ...(retestChanged ? retestOf(sampledOn, interval) : {}),
            updatedAt: now,
          })
          .where(eq(soilSamples.id, id))
          .returning();
        await recordSoilSampleActivity(tx, actor, 'edit', current.field_name, before, after!);
      });
      return load(farm.id, id);
    },

    async remove(actor: PersonActor, farmId: string, id: string): Promise<void> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.delete');
      const current = await load(farm.id, id);
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(soilSamples).where(eq(soilSamples.id, id)).returning();
        if (before) await recordSoilSampleActivity(tx, actor, 'delete', current.field_name, before, null);
      });
    },

    async trend(actorId: string, farmId: string, fieldId: string, value: SoilValue) {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      const field = await requireField(db, farm.id, fieldId);
      return trendOfField(db, farm.id, field.id, VALUE_COLUMNS[value]);
    },
  };
}

export type SoilSampleService = ReturnType<typeof createSoilSampleService>;
