// Route parameters of the crops module.
import { z } from 'zod';

export const CropParams = z.object({ farmId: z.string(), cropId: z.string() });
export const StageParams = CropParams.extend({ stageId: z.string() });
