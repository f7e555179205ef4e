// The platform's templates, kept by platform staff in the admin area (docs/product/crop-templates.md "Platform
// templates"). Saved as a whole: the stages and tasks sent replace the ones before, in one transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { CropTemplate, CropTemplateSummary, SavedCropTemplate } from '@/shared/contracts/crop-templates';
import type { ServerContext } from '@/server/context';
import { cropTemplates } from '@/server/db/schema/crops';
import { listTemplates, templateDto } from './template-query';
import { loadTemplate, templateNotFound } from './template-read';
import { writeTemplate } from './template-write';

const PLATFORM = { platform: true } as const;

export function createAdminTemplateService({ db, clock }: Pick<ServerContext, 'db' | 'clock'>) {
  const save = async (actorId: string, templateId: string | null, template: SavedCropTemplate) => {
    const id = await db.transaction((tx) =>
      writeTemplate(tx, { templateId, farmId: null, actorId, template, now: clock.now() }),
    );
    return templateDto(await loadTemplate(db, id, PLATFORM));
  };
  return {
    list: (): Promise<CropTemplateSummary[]> => listTemplates(db, PLATFORM),
    get: async (templateId: string): Promise<CropTemplate> =>
      templateDto(await loadTemplate(db, templateId, PLATFORM)),
    create: (actorId: string, template: SavedCropTemplate) => save(actorId, null, template),
    update: (actorId: string, templateId: string, template: SavedCropTemplate) =>
      save(actorId, templateId, template),
    async remove(templateId: string): Promise<void> {
      await loadTemplate(db, templateId, PLATFORM);
      const deleted = await db
        .delete(cropTemplates)
        .where(and(eq(cropTemplates.id, templateId), isNull(cropTemplates.farmId)))
        .returning({ id: cropTemplates.id });
      if (deleted.length === 0) throw templateNotFound();
    },
  };
}
