// Route parameters of the fields and soil samples areas.
import { FarmParams } from '@/server/lib/params';
import { z } from 'zod';

export const FieldParams = FarmParams.extend({ fieldId: z.string() });
export const SampleParams = FarmParams.extend({ sampleId: z.string() });
