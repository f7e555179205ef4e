// Route parameters of the sales area.
import { FarmParams } from '@/server/lib/params';
import { z } from 'zod';

export const SaleParams = FarmParams.extend({ saleId: z.string() });
