// Route parameters of the crop templates area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const AdminTemplateParams = z.object({ templateId: z.string() });
export const FarmTemplateParams = FarmParams.extend({ templateId: z.string() });
export const FarmCropParams = FarmParams.extend({ cropId: z.string() });
