// Reads of soil samples as the API answers them: with the field's name and whether a report file is kept (its
// bytes are never read here, docs/decisions/038).
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SoilSample } from '@/shared/contracts/soil-samples';
import type { Database } from '@/server/db/client';
import { fields, soilSampleReports, soilSamples } from '@/server/db/schema/fields';

type Executor = Pick<Database, 'select'>;
type SampleRow = typeof soilSamples.$inferSelect;

const num = (value: string | null) => (value === null ? null : Number(value));

const columns = {
  sample: soilSamples,
  fieldName: fields.name,
  reportFileName: soilSampleReports.fileName,
};

function toSample(row: { sample: SampleRow; fieldName: string; reportFileName: string | null }): SoilSample {
  const s = row.sample;
  return {
    id: s.id,
    field_id: s.fieldId,
    field_name: row.fieldName,
    sampled_on: s.sampledOn,
    depth_cm: num(s.depthCm),
    location: s.location,
    lab_name: s.labName,
    ph: num(s.ph),
    nitrogen: num(s.nitrogen),
    phosphorus: num(s.phosphorus),
    potassium: num(s.potassium),
    organic_matter: num(s.organicMatter),
    ec: num(s.ec),
    extra_values: (s.extraValues as SoilSample['extra_values']) ?? [],
    notes: s.notes,
    retest_interval_days: s.retestIntervalDays,
    retest_due_on: s.retestDueOn,
    has_report: row.reportFileName !== null,
    report_file_name: row.reportFileName,
    created_at: s.createdAt.toISOString(),
  };
}

const base = (db: Executor) =>
  db
    .select(columns)
    .from(soilSamples)
    .innerJoin(fields, eq(fields.id, soilSamples.fieldId))
    .leftJoin(soilSampleReports, eq(soilSampleReports.sampleId, soilSamples.id));

const newestFirst = [desc(soilSamples.sampledOn), desc(soilSamples.createdAt), desc(soilSamples.id)];

export async function sampleOfFarm(db: Executor, farmId: string, id: string): Promise<SoilSample | null> {
  const [row] = await base(db).where(and(eq(soilSamples.id, id), eq(soilSamples.farmId, farmId)));
  return row ? toSample(row) : null;
}

export async function samplesOfField(db: Executor, farmId: string, fieldId: string): Promise<SoilSample[]> {
  const rows = await base(db)
    .where(and(eq(soilSamples.farmId, farmId), eq(soilSamples.fieldId, fieldId)))
    .orderBy(...newestFirst);
  return rows.map(toSample);
}

export interface SamplePageFilter {
  fieldId?: string;
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

export async function samplePage(db: Executor, farmId: string, filter: SamplePageFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(soilSamples.farmId, farmId),
    filter.fieldId ? eq(soilSamples.fieldId, filter.fieldId) : undefined,
    filter.from ? gte(soilSamples.sampledOn, filter.from) : undefined,
    filter.to ? lte(soilSamples.sampledOn, filter.to) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [filtered], [all]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(soilSamples).where(where),
    db.select({ n: count() }).from(soilSamples).where(eq(soilSamples.farmId, farmId)),
  ]);
  return {
    data: rows.map(toSample),
    meta: {
      page: filter.page,
      per_page: filter.perPage,
      total: filtered?.n ?? 0,
      unfiltered_total: all?.n ?? 0,
    },
  };
}

/** One lab value of a field's samples over time, oldest first, skipping samples without it. */
export async function trendOfField(db: Executor, farmId: string, fieldId: string, column: AnyPgColumn) {
  const rows = await db
    .select({ sampledOn: soilSamples.sampledOn, value: column })
    .from(soilSamples)
    .where(and(eq(soilSamples.farmId, farmId), eq(soilSamples.fieldId, fieldId)))
    .orderBy(asc(soilSamples.sampledOn), asc(soilSamples.createdAt));
  return rows
    .filter((r) => r.value !== null)
    .map((r) => ({ sampled_on: r.sampledOn, value: Number(r.value) }));
}
