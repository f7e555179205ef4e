// Saves a whole template at once (docs/product/crop-templates.md): the header, then its stages and tasks replace
// the ones before, in the caller's transaction. Crops already planned from it keep their stages and tasks; their
// tasks only lose the link to the template task they came from.
import { and, eq, isNull } from 'drizzle-orm';
import type { SavedCropTemplate } from '@/shared/contracts/crop-templates';
import type { Database } from '@/server/db/client';
import { cropTemplates, cropTemplateStages, cropTemplateTasks } from '@/server/db/schema/crops';
import { fieldError, isUniqueViolation } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { TEMPLATE_MESSAGES } from './template-messages';
import { templateNotFound } from './template-read';

export interface TemplateWrite {
  /** Null creates a template. */
  templateId: string | null;
  /** Null: a platform template; set: that farm's private one. */
  farmId: string | null;
  /** Null for the platform's own seeding. */
  actorId: string | null;
  template: SavedCropTemplate;
  now: Date;
}

export async function writeTemplate(tx: Database, w: TemplateWrite): Promise<string> {
  const header = {
    name: w.template.name,
    cropName: w.template.crop_name,
    variety: w.template.variety,
    description: w.template.description,
    durationDays: w.template.duration_days ?? null,
    updatedAt: w.now,
  };
  const templateId = await saveHeader(tx, w, header);
  if (w.templateId) await tx.delete(cropTemplateStages).where(eq(cropTemplateStages.templateId, templateId));
  if (w.templateId) await tx.delete(cropTemplateTasks).where(eq(cropTemplateTasks.templateId, templateId));

  const stageRows = await tx
    .insert(cropTemplateStages)
    .values(
      w.template.stages.map((s, position) => ({
        templateId,
        position,
        name: s.name,
        dayOffset: s.day_offset,
      })),
    )
    .returning({ id: cropTemplateStages.id, position: cropTemplateStages.position });
  const stageIdAt = new Map(stageRows.map((row) => [row.position, row.id]));
  if (w.template.tasks.length) {
    await tx.insert(cropTemplateTasks).values(
      w.template.tasks.map((task, position) => ({
        templateId,
        stageId: task.stage_index == null ? null : (stageIdAt.get(task.stage_index) ?? null),
        position,
        title: task.title,
        description: task.description,
        kind: task.kind,
        priority: task.priority,
        dayOffset: task.day_offset,
        inputs: task.inputs,
        checklist: task.checklist,
      })),
    );
  }
  return templateId;
}

async function saveHeader(
  tx: Database,
  w: TemplateWrite,
  header: Partial<typeof cropTemplates.$inferInsert>,
) {
  try {
    if (w.templateId === null) {
      const [row] = await tx
        .insert(cropTemplates)
        .values({ ...(header as typeof cropTemplates.$inferInsert), farmId: w.farmId, createdBy: w.actorId })
        .returning({ id: cropTemplates.id });
      return row!.id;
    }
    if (!isUuid(w.templateId)) throw templateNotFound();
    const owner = w.farmId === null ? isNull(cropTemplates.farmId) : eq(cropTemplates.farmId, w.farmId);
    const [row] = await tx
      .update(cropTemplates)
      .set(header)
      .where(and(eq(cropTemplates.id, w.templateId), owner))
      .returning({ id: cropTemplates.id });
    if (!row) throw templateNotFound();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError('name', TEMPLATE_MESSAGES.nameTaken, 'crop_template_name_taken');
    throw error;
  }
}
