// /admin/features (docs/product/packages.md "Features"): features down, packages across, a toggle in each cell and
// a plain sentence of what each feature gates.
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFeatureMatrix, useMayPlatform, useSetPackageFeature } from '../hooks/use-packages';
import { packagesText } from '@/web/components/package-texts/i18n';

const t = packagesText.t;

export function AdminFeaturesPage() {
  useDocumentTitle(t('features'));
  const matrix = useFeatureMatrix();
  const may = useMayPlatform();
  const toggle = useSetPackageFeature();
  const mayEdit = may('features.edit');

  return (
    <>
      <PageHeader title={t('features')} description={t('featuresIntro')} />
      {matrix.isPending ? (
        <LoadingState label={t('loadingPackages')} />
      ) : matrix.isError ? (
        <ErrorState
          message={localizeApiMessage(matrix.error.message)}
          onRetry={() => void matrix.refetch()}
        />
      ) : matrix.data.packages.length === 0 ? (
        <p className="text-base-content/70">{t('noPackagesForMatrix')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('feature')}</th>
                {matrix.data.packages.map((pkg) => (
                  <th key={pkg.id} scope="col" className="text-center">
                    {pkg.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.data.features.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="font-normal">
                    <span className="font-semibold">{t(`feature_${row.feature}`)}</span>
                    <span className="block text-sm text-base-content/70">
                      {t(`featureGates_${row.feature}`)}
                    </span>
                  </th>
                  {matrix.data.packages.map((pkg) => {
                    const on = row.package_ids.includes(pkg.id);
                    return (
                      <td key={pkg.id} className="text-center">
                        <input
                          type="checkbox"
                          className="toggle toggle-primary"
                          aria-label={t('featureOn', {
                            feature: t(`feature_${row.feature}`),
                            package: pkg.name,
                          })}
                          checked={on}
                          disabled={!mayEdit || toggle.isPending}
                          onChange={() =>
                            toggle
                              .mutateAsync({ feature: row.feature, package_id: pkg.id, enabled: !on })
                              .then(() => toast.success(t('featureChanged')))
                              .catch((error: unknown) =>
                                toast.error(failureMessage(error, t('actionFailed'))),
                              )
                          }
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
