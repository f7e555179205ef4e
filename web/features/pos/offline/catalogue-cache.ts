// The till's catalogue kept on the device (docs/product/point-of-sale.md "Offline"): the last answer per farm, so
// the till opens and sells with no connection. Prices and stock may be old; the server decides when the sale
// reaches it, and a sold-out product comes back as a conflict, never as a lost sale.
import type { SyncKeyValueStorage } from '@/shared/session/storage-port';
import { PosCatalogueSchema, type PosCatalogue } from '@/shared/contracts/pos';

const keyOf = (farmId: string) => `shamba.pos.catalogue.${farmId}`;

export function saveCatalogue(storage: SyncKeyValueStorage, farmId: string, catalogue: PosCatalogue) {
  storage.setItem(keyOf(farmId), JSON.stringify(catalogue));
}

export function loadCatalogue(storage: SyncKeyValueStorage, farmId: string): PosCatalogue | null {
  try {
    const parsed = PosCatalogueSchema.safeParse({
      data: JSON.parse(storage.getItem(keyOf(farmId)) ?? 'null'),
    });
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
