// Route parameters of the financial settings module.
import { z } from 'zod';

export const TaxRateParams = z.object({ farmId: z.string(), taxRateId: z.string() });
