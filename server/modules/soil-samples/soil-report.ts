// The lab's report file of a soil sample (docs/product/fields-and-soil.md "Report file"): one PDF or photo per
// sample, at most 5 MB, kept in soil_sample_reports so lists never read its bytes (docs/decisions/038).
import { eq } from 'drizzle-orm';
import { SOIL_REPORT_TYPES } from '@/shared/contracts/soil-samples';
import type { ServerContext } from '@/server/context';
import { soilSampleReports, soilSamples } from '@/server/db/schema/fields';
import { fieldError, HttpError } from '@/server/lib/http-error';
import type { PersonActor } from '@/server/modules/activity/record';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { recordSoilSampleActivity } from './soil-sample-activity';
import { SOIL_MESSAGES } from './soil-messages';
import { createSoilSampleService } from './soil-samples';

export type ReportType = (typeof SOIL_REPORT_TYPES)[number];

/** The first bytes each accepted type starts with, so a renamed file of another kind is refused. */
const SIGNATURES: Record<ReportType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The declared type when it is one we keep and the bytes agree with it; null otherwise. */
export function reportTypeOf(contentType: string | undefined, bytes: Buffer): ReportType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(SOIL_REPORT_TYPES as readonly string[]).includes(type)) return null;
  const signature = SIGNATURES[type as ReportType];
  return signature.every((byte, i) => bytes[i] === byte) ? (type as ReportType) : null;
}

/** A file name safe to store and to send back in Content-Disposition: no folders, no quotes. */
export const cleanFileName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/["\r\n]/g, '')
    .trim()
    .slice(0, 200) || 'report';

export function createSoilReportService(ctx: Pick<ServerContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  const samples = createSoilSampleService(ctx);

  return {
    async put(
      actor: PersonActor,
      farmId: string,
      sampleId: string,
      file: { fileName: string; contentType: string | undefined; bytes: unknown },
    ) {
      const { farm } = await requireFarmPermission(db, actor.id, farmId, 'crops.edit');
      const sample = await samples.load(farm.id, sampleId);
      const bytes = file.bytes;
      if (!Buffer.isBuffer(bytes)) throw fieldError('file', SOIL_MESSAGES.reportType);
      if (bytes.length === 0) throw fieldError('file', SOIL_MESSAGES.reportEmpty);
      const type = reportTypeOf(file.contentType, bytes);
      if (!type) throw fieldError('file', SOIL_MESSAGES.reportType);
      const fileName = cleanFileName(file.fileName);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const values = {
          fileName,
          contentType: type,
          sizeBytes: bytes.length,
          content: bytes,
          createdAt: now,
        };
        await tx
          .insert(soilSampleReports)
          .values({ sampleId: sample.id, ...values })
          .onConflictDoUpdate({ target: soilSampleReports.sampleId, set: values });
        const [row] = await tx
          .update(soilSamples)
          .set({ updatedAt: now })
          .where(eq(soilSamples.id, sample.id))
          .returning();
        await recordSoilSampleActivity(
          tx,
          actor,
          'edit',
          sample.field_name,
          null,
          row!,
          `report ${fileName} for the soil sample`,
        );
      });
      return samples.load(farm.id, sample.id);
    },

    async get(actorId: string, farmId: string, sampleId: string) {
      const { farm } = await requireFarmPermission(db, actorId, farmId, 'crops.view');
      const sample = await samples.load(farm.id, sampleId);
      const [report] = await db
        .select()
        .from(soilSampleReports)
        .where(eq(soilSampleReports.sampleId, sample.id));
      if (!report) throw new HttpError(404, SOIL_MESSAGES.noReport, { code: 'soil_report_not_found' });
      return report;
    },
  };
}
