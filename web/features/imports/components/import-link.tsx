// The "Import" button the inventory, suppliers and customers pages show (their routes render it), for people whose
// role may add those records (docs/product/imports.md).
import { Link } from 'react-router-dom';
import { FileUp } from 'lucide-react';
import type { ImportKind } from '@/shared/contracts/imports';
import { paths } from '@/shared/routes/paths';
import { importsText } from '../i18n';

export function ImportLink({ kind }: { kind: ImportKind }) {
  return (
    <Link className="btn btn-outline btn-sm" to={paths.farmer.imports(kind)}>
      <FileUp className="h-4 w-4" aria-hidden="true" /> {importsText.t('importLink')}
    </Link>
  );
}
