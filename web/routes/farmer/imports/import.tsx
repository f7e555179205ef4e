// /farmer/imports/:kind (docs/product/imports.md): imports into the current farm; an unknown kind shows items.
import { useNavigate, useParams } from 'react-router-dom';
import { IMPORT_KINDS, type ImportKind } from '@/shared/contracts/imports';
import { paths } from '@/shared/routes/paths';
import { CurrentFarmGate } from '@/web/features/farms/components/current-farm-gate';
import { ImportPage } from '@/web/features/imports/components/import-page';

export function Component() {
  const navigate = useNavigate();
  const { kind } = useParams();
  const chosen: ImportKind = (IMPORT_KINDS as readonly string[]).includes(kind ?? '')
    ? (kind as ImportKind)
    : 'items';
  return (
    <CurrentFarmGate>
      {(farm) => (
        <ImportPage
          key={`${farm.id}:${chosen}`}
          farmId={farm.id}
          kind={chosen}
          onKindChange={(next) => navigate(paths.farmer.imports(next))}
        />
      )}
    </CurrentFarmGate>
  );
}
