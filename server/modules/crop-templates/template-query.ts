// Lists of templates with their sizes, and a loaded template as the API answers it
// (shared/contracts/crop-templates.ts).
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CropTemplate, CropTemplateSummary } from '@/shared/contracts/crop-templates';
import type { Database } from '@/server/db/client';
import { cropTemplates } from '@/server/db/schema/crops';
import type { LoadedTemplate } from './template-plan';
import type { TemplateReader } from './template-read';

// Written out with qualified names: inside a correlated subquery Drizzle leaves column names bare, and a bare
// "id" would name the inner table's own column.
const count = (table: 'crop_template_stages' | 'crop_template_tasks') =>
  sql<number>`(select count(*)::int from ${sql.raw(`"${table}"`)} c where c."template_id" = "crop_templates"."id")`;

/** The platform's templates first, then the farm's own, each by name. */
export async function listTemplates(db: Database, reader: TemplateReader): Promise<CropTemplateSummary[]> {
  const rows = await db
    .select({
      id: cropTemplates.id,
      farmId: cropTemplates.farmId,
      name: cropTemplates.name,
      cropName: cropTemplates.cropName,
      variety: cropTemplates.variety,
      description: cropTemplates.description,
      durationDays: cropTemplates.durationDays,
      updatedAt: cropTemplates.updatedAt,
      stageCount: count('crop_template_stages'),
      taskCount: count('crop_template_tasks'),
    })
    .from(cropTemplates)
    .where(
      'farmId' in reader
        ? or(isNull(cropTemplates.farmId), eq(cropTemplates.farmId, reader.farmId))
        : isNull(cropTemplates.farmId),
    )
    .orderBy(sql`${cropTemplates.farmId} is not null`, asc(sql`lower(${cropTemplates.name})`));
  return rows.map((row) => ({
    ...summaryOf(row),
    stage_count: Number(row.stageCount),
    task_count: Number(row.taskCount),
  }));
}

function summaryOf(t: Omit<LoadedTemplate, 'stages' | 'tasks' | 'id'> & { id: string }) {
  return {
    id: t.id,
    scope: t.farmId === null ? ('platform' as const) : ('farm' as const),
    name: t.name,
    crop_name: t.cropName,
    variety: t.variety,
    description: t.description,
    duration_days: t.durationDays,
    updated_at: t.updatedAt.toISOString(),
  };
}

export function templateDto(t: LoadedTemplate): CropTemplate {
  return {
    ...summaryOf(t),
    stage_count: t.stages.length,
    task_count: t.tasks.length,
    stages: t.stages.map((s) => ({ name: s.name, day_offset: s.dayOffset })),
    tasks: t.tasks.map((task) => ({
      title: task.title,
      description: task.description,
      kind: task.kind,
      priority: task.priority,
      day_offset: task.dayOffset,
      stage_index: task.stageIndex,
      inputs: task.inputs.map((i) => ({
        name: i.name,
        category: i.category ?? null,
        quantity_per_hectare: Number(i.quantity_per_hectare),
        unit: i.unit,
      })),
      checklist: task.checklist,
    })),
  };
}
