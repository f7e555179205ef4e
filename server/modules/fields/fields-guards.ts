// Rules a field request must pass: the field belongs to the farm in the path, and one name per farm.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { fields } from '@/server/db/schema/fields';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { FIELD_MESSAGES } from './field-messages';

export type FieldRow = typeof fields.$inferSelect;
type Executor = Pick<Database, 'select'>;

export const fieldNotFound = () => new HttpError(404, FIELD_MESSAGES.notFound, { code: 'field_not_found' });

/** The field `id` of farm `farmId`; another farm's field answers the same 404 as one that does not exist. */
export async function requireField(
  db: Executor,
  farmId: string,
  id: string,
  lock = false,
): Promise<FieldRow> {
  if (!isUuid(id)) throw fieldNotFound();
  const query = db
    .select()
    .from(fields)
    .where(and(eq(fields.id, id), eq(fields.farmId, farmId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fieldNotFound();
  return row;
}

export const fieldNameTaken = (name: string) => {
  const message = FIELD_MESSAGES.nameTaken(name);
  return new HttpError(409, message, { code: 'field_exists', errors: { name: [message] } });
};

/**
 * 409 when another field of the farm (archived ones too) has this name, compared case-insensitively. The unique
 * index on (farm_id, lower(name)) is the backstop for two adds at once; the caller turns its violation into the
 * same answer.
 */
export async function assertFieldNameFree(tx: Executor, farmId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: fields.id })
    .from(fields)
    .where(
      and(
        eq(fields.farmId, farmId),
        sql`lower(${fields.name}) = lower(${name})`,
        exceptId ? ne(fields.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldNameTaken(name);
}
