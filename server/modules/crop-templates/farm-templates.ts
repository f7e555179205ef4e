// A farm's view of crop templates (docs/product/crop-templates.md): the platform's and its own, a preview of what
// one would plan, saving a crop as a private template and deleting one. Templates are the `crops` module
// (docs/decisions/038); another farm's private template is a 404.
import { eq } from 'drizzle-orm';
import type {
  CropTemplate,
  CropTemplateSummary,
  TemplatePreview,
  TemplatePreviewQuery,
} from '@/shared/contracts/crop-templates';
import type { z } from 'zod';
import type { ServerContext } from '@/server/context';
import { cropTemplates } from '@/server/db/schema/crops';
import { HttpError } from '@/server/lib/http-error';
import { recordActivity, type PersonActor } from '@/server/modules/activity/record';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { templateFromCrop } from './save-from-crop';
import { TEMPLATE_MESSAGES } from './template-messages';
import { previewTemplate } from './template-preview';
import { listTemplates, templateDto } from './template-query';
import { loadTemplate } from './template-read';
import { writeTemplate } from './template-write';

type PreviewQuery = z.output<typeof TemplatePreviewQuery>;

export function createFarmTemplateService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  return {
    async list(actorId: string, farmId: string): Promise<CropTemplateSummary[]> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      return listTemplates(db, { farmId: farm.id });
    },

    async get(actorId: string, farmId: string, templateId: string): Promise<CropTemplate> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      return templateDto(await loadTemplate(db, templateId, { farmId: farm.id }));
    },

    async preview(
      actorId: string,
      farmId: string,
      templateId: string,
      query: PreviewQuery,
    ): Promise<TemplatePreview> {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      const template = await loadTemplate(db, templateId, { farmId: farm.id });
      return previewTemplate(db, farm.id, template, {
        plantingDate: query.planting_date,
        area: query.area,
        areaUnit: query.area_unit,
      });
    },

    async saveCrop(actor: PersonActor, farmId: string, cropId: string, name: string): Promise<CropTemplate> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.create');
      const templateId = await db.transaction(async (tx) => {
        const template = await templateFromCrop(tx, farm.id, cropId, name);
        const id = await writeTemplate(tx, {
          templateId: null,
          farmId: farm.id,
          actorId: actor.id,
          template,
          now: clock.now(),
        });
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'crops',
          action: 'create',
          recordType: 'crop_template',
          recordId: id,
          summary: `Saved crop template ${template.name}`,
          after: {
            name: template.name,
            crop_name: template.crop_name,
            crop_id: cropId,
            stages: template.stages.length,
            tasks: template.tasks.length,
          },
        });
        return id;
      });
      return templateDto(await loadTemplate(db, templateId, { farmId: farm.id }));
    },

    async remove(actor: PersonActor, farmId: string, templateId: string): Promise<void> {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.delete');
      const template = await loadTemplate(db, templateId, { farmId: farm.id });
      if (template.farmId === null) {
        throw new HttpError(403, TEMPLATE_MESSAGES.platformNotDeletable, { code: 'platform_template' });
      }
      await db.transaction(async (tx) => {
        await tx.delete(cropTemplates).where(eq(cropTemplates.id, template.id));
        await recordActivity(tx, {
          farmId: farm.id,
          actor,
          module: 'crops',
          action: 'delete',
          recordType: 'crop_template',
          recordId: template.id,
          summary: `Deleted crop template ${template.name}`,
          before: {
            name: template.name,
            crop_name: template.cropName,
            stages: template.stages.length,
            tasks: template.tasks.length,
          },
        });
      });
    },
  };
}
