// Reads one template with its stages and tasks in one query (docs/product/crop-templates.md). A farm
// sees the platform's templates and its own; another farm's private template reads as not found.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TaskKind, TaskPriority } from '@/shared/contracts/farm-work-enums';
import type { Database } from '@/server/db/client';
import { cropTemplates } from '@/server/db/schema/crops';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { TEMPLATE_MESSAGES } from './template-messages';
import type { LoadedTemplate, TemplateInput } from './template-plan';

export const templateNotFound = () =>
  new HttpError(404, TEMPLATE_MESSAGES.notFound, { code: 'crop_template_not_found' });

/** Whose templates a reader may see: a farm's (and the platform's), or the platform's only (the admin area). */
export type TemplateReader = { farmId: string } | { platform: true };

const visibleTo = (reader: TemplateReader) =>
  'farmId' in reader
    ? or(isNull(cropTemplates.farmId), eq(cropTemplates.farmId, reader.farmId))
    : isNull(cropTemplates.farmId);

interface StageJson {
  id: string;
  position: number;
  name: string;
  day_offset: number;
}
interface TaskJson {
  id: string;
  stage_id: string | null;
  position: number;
  title: string;
  description: string | null;
  kind: string;
  priority: string;
  day_offset: number;
  inputs: TemplateInput[];
  checklist: string[];
}

// One statement for the template with its stages and tasks: applying a template inside a crop's transaction pays
// each round trip (server/bench/crop-template.bench.ts).
const stagesJson = sql<
  StageJson[]
>`(select coalesce(json_agg(json_build_object('id', s.id, 'position', s.position,
  'name', s.name, 'day_offset', s.day_offset) order by s.position), '[]'::json)
  from crop_template_stages s where s.template_id = "crop_templates"."id")`;
const tasksJson = sql<
  TaskJson[]
>`(select coalesce(json_agg(json_build_object('id', k.id, 'stage_id', k.stage_id,
  'position', k.position, 'title', k.title, 'description', k.description, 'kind', k.kind, 'priority', k.priority,
  'day_offset', k.day_offset, 'inputs', k.inputs, 'checklist', k.checklist) order by k.position), '[]'::json)
  from crop_template_tasks k where k.template_id = "crop_templates"."id")`;

export async function loadTemplate(
  db: Database,
  templateId: string,
  reader: TemplateReader,
): Promise<LoadedTemplate> {
  if (!isUuid(templateId)) throw templateNotFound();
  const [template] = await db
    .select({
      id: cropTemplates.id,
      farmId: cropTemplates.farmId,
      name: cropTemplates.name,
      cropName: cropTemplates.cropName,
      variety: cropTemplates.variety,
      description: cropTemplates.description,
      durationDays: cropTemplates.durationDays,
      updatedAt: cropTemplates.updatedAt,
      stages: stagesJson,
      tasks: tasksJson,
    })
    .from(cropTemplates)
    .where(and(eq(cropTemplates.id, templateId), visibleTo(reader)));
  if (!template) throw templateNotFound();
  const stages = parseJson<StageJson[]>(template.stages);
  const tasks = parseJson<TaskJson[]>(template.tasks);
  const stageIndex = new Map(stages.map((stage, index) => [stage.id, index]));
  return {
    ...template,
    stages: stages.map((s) => ({ id: s.id, position: s.position, name: s.name, dayOffset: s.day_offset })),
    tasks: tasks.map((t) => ({
      id: t.id,
      position: t.position,
      stageIndex: t.stage_id === null ? null : (stageIndex.get(t.stage_id) ?? null),
      title: t.title,
      description: t.description,
      kind: t.kind as TaskKind,
      priority: t.priority as TaskPriority,
      dayOffset: t.day_offset,
      inputs: t.inputs ?? [],
      checklist: t.checklist ?? [],
    })),
  };
}

/** PGlite and node-postgres both parse json columns, but a driver that hands back text is read too. */
const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
