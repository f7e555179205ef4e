// The point of sale's routes for the authorization matrix (matrix-samples.ts spreads them in).
import { eq } from 'drizzle-orm';
import { inventoryItems } from '@/server/db/schema/inventory';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

export const POS_MATRIX_SAMPLES: Record<string, Sample> = {
  'GET /api/farms/:farmId/pos/catalogue': (w) => ({
    method: 'GET',
    url: `/api/farms/${w.farm.farmId}/pos/catalogue`,
  }),
  'GET /api/farms/:farmId/pos/lookup': async (w) => {
    const sku = `SKU-${w.unique()}`;
    await w.t.db
      .update(inventoryItems)
      .set({ sku })
      .where(eq(inventoryItems.id, await w.item()));
    return { method: 'GET', url: `/api/farms/${w.farm.farmId}/pos/lookup?code=${sku.toLowerCase()}` };
  },
};
