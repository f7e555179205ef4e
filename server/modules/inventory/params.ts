// The inventory routes' parameters.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const ItemParams = FarmParams.extend({ itemId: z.string() });
