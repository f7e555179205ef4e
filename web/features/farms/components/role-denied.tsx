// What a page of a module the person's role does not grant shows instead (docs/decisions/035): a plain sentence,
// their role on the farm, who can change it, and a way on; never a blank page or a crash. The server refuses
// the data with 403 anyway.
import { Link } from 'react-router-dom';
import { ShieldOff } from 'lucide-react';
import type { Farm } from '@/shared/api/farms';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { roleLabel } from '../farm-labels';
import { FarmSwitcher } from './farm-switcher';
import { farmsText } from '@/web/features/farms/i18n';

export function RoleDenied({ farm, canSwitch }: { farm: Farm; canSwitch: boolean }) {
  useDocumentTitle(farmsText.t('roleDoesNotAllowThis'));
  return (
    <section
      aria-labelledby="role-denied"
      className="mx-auto mt-6 max-w-xl rounded-box border border-base-300 bg-base-100 p-8 text-center"
    >
      <ShieldOff className="mx-auto mb-3 h-10 w-10 text-warning" aria-hidden="true" />
      <h1 id="role-denied" className="text-xl font-semibold">
        {farmsText.t('roleDoesNotAllowThis')}
      </h1>
      <p className="mt-2 text-base-content/70">
        {farmsText.t('yourRoleOnFarmIs', { farm: farm.name, role: roleLabel(farm) })}
      </p>
      <p className="mt-1 text-base-content/70">{farmsText.t('askOwnerOrManager')}</p>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        <Link to={paths.farmer.dashboard} className="btn btn-primary btn-sm">
          {farmsText.t('goToYourDashboard')}
        </Link>
        {canSwitch && <FarmSwitcher />}
      </div>
    </section>
  );
}
