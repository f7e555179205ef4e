// /farm-setup (docs/product/farms.md): a farmer with no farm yet records the first one, then goes straight to it.
import { Link } from 'react-router-dom';
import { Tractor } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCreateFarmAndOpen } from '../hooks/use-save-farm';
import { useFarms } from '../hooks/use-farms';
import { FarmForm } from './farm-form';
import { farmsText } from '@/web/features/farms/i18n';

export function FarmSetupPage() {
  useDocumentTitle(farmsText.t('farmSetup'));
  const save = useCreateFarmAndOpen();
  const farms = useFarms('active');
  const count = farms.data?.length ?? 0;

  return (
    <section aria-labelledby="farm-setup-title" className="mx-auto max-w-2xl">
      <div className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <div className="flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Tractor className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <h1 id="farm-setup-title" className="text-2xl font-bold">
                {count > 0 ? farmsText.t('setUpAnotherFarm') : farmsText.t('setUpYourFirstFarm')}
              </h1>
              <p className="text-sm text-base-content/70">{farmsText.t('stockStorageAndSuppliersAre')}</p>
            </div>
          </div>
          {count > 0 && (
            <p className="text-sm">
              {farmsText.t('youAlreadyHaveFarms', { count })}{' '}
              <Link to={paths.farmer.farms} className="link link-primary">
                {farmsText.t('seeYourFarms')}
              </Link>
            </p>
          )}
          <FarmForm submitLabel={farmsText.t('createFarm')} onSubmit={save} />
        </div>
      </div>
    </section>
  );
}
