// /admin/packages (docs/product/packages.md "For administrators"): every package in pricing order with its prices,
// limits, features and subscribers; create, edit, order, make default, archive or delete.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '@/shared/api/form-errors';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { Package } from '@/shared/contracts/packages';
import { PACKAGE_LIMITS } from '@/shared/contracts/platform-enums';
import { formatMoney } from '@/shared/settings/format';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Modal } from '@/web/components/modal';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import {
  useDeletePackage,
  useMayPlatform,
  usePackageAction,
  usePackages,
  useReorderPackages,
  useSavePackage,
} from '../hooks/use-packages';
import { packagesText } from '@/web/components/package-texts/i18n';
import { PackageForm } from './package-form';

const t = packagesText.t;

export function AdminPackagesPage() {
  useDocumentTitle(t('packages'));
  const list = usePackages();
  const may = useMayPlatform();
  const mayCreate = may('packages.create');
  const mayEdit = may('packages.edit');
  const mayDelete = may('packages.delete');
  const save = useSavePackage();
  const act = usePackageAction();
  const remove = useDeletePackage();
  const reorder = useReorderPackages();
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const [confirming, setConfirming] = useState<{ pkg: Package; kind: 'delete' | 'archive' } | null>(null);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
    } catch (error) {
      toast.error(failureMessage(error, t('actionFailed')));
    }
  };

  const move = (packages: Package[], index: number, by: -1 | 1) => {
    const ids = packages.map((pkg) => pkg.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => reorder.mutateAsync(ids), t('featureChanged'));
  };

  return (
    <>
      <PageHeader
        title={t('packages')}
        description={t('packagesIntro')}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
              {t('newPackage')}
            </button>
          )
        }
      />
      {list.isPending ? (
        <LoadingState label={t('loadingPackages')} />
      ) : list.isError ? (
        <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-base-content/70">{t('noPackages')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((pkg, index) => (
            <li key={pkg.id} className="card border border-base-300 bg-base-100">
              <div className="card-body gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="card-title text-base">{pkg.name}</h2>
                  {pkg.is_default && <span className="badge badge-primary badge-sm">{t('default')}</span>}
                  {pkg.archived && <span className="badge badge-ghost badge-sm">{t('archived')}</span>}
                  {!pkg.is_public && <span className="badge badge-outline badge-sm">{t('hidden')}</span>}
                  <span className="text-sm text-base-content/70">
                    {t('subscribers', { count: pkg.subscriber_count })} ·{' '}
                    {pkg.trial_days > 0 ? t('trialLength', { count: pkg.trial_days }) : t('noTrial')}
                  </span>
                </div>
                {pkg.description && <p className="text-sm text-base-content/70">{pkg.description}</p>}
                <p className="text-sm">
                  {pkg.prices.length === 0
                    ? t('free')
                    : pkg.prices
                        .map(
                          (price) =>
                            `${formatMoney(price.amount_minor, price.currency)} ${price.interval === 'month' ? t('perMonth') : t('perYear')}`,
                        )
                        .join(' · ')}
                </p>
                <p className="text-sm">
                  {PACKAGE_LIMITS.map(
                    (limit) =>
                      `${t(`limit_${limit}`)}: ${pkg.limits[limit] === null ? t('unlimited') : pkg.limits[limit]}`,
                  ).join(' · ')}
                </p>
                <p className="text-sm">
                  {pkg.features.map((feature) => t(`feature_${feature}`)).join(' · ')}
                </p>
                {mayEdit || mayDelete ? (
                  <div className="card-actions">
                    {mayEdit && (
                      <>
                        <button type="button" className="btn btn-sm" onClick={() => setEditing(pkg)}>
                          {t('edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          disabled={index === 0}
                          onClick={() => move(list.data, index, -1)}
                        >
                          {t('moveUp')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          disabled={index === list.data.length - 1}
                          onClick={() => move(list.data, index, 1)}
                        >
                          {t('moveDown')}
                        </button>
                        {!pkg.is_default && !pkg.archived && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() =>
                              void run(
                                () => act.mutateAsync({ id: pkg.id, action: 'default' }),
                                t('packageMadeDefault', { name: pkg.name }),
                              )
                            }
                          >
                            {t('makeDefault')}
                          </button>
                        )}
                        {pkg.archived ? (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() =>
                              void run(
                                () => act.mutateAsync({ id: pkg.id, action: 'restore' }),
                                t('packageRestored', { name: pkg.name }),
                              )
                            }
                          >
                            {t('restore')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            onClick={() => setConfirming({ pkg, kind: 'archive' })}
                          >
                            {t('archive')}
                          </button>
                        )}
                      </>
                    )}
                    {mayDelete && pkg.subscriber_count === 0 && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm text-error"
                        onClick={() => setConfirming({ pkg, kind: 'delete' })}
                      >
                        {t('delete')}
                      </button>
                    )}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Modal
          title={editing === 'new' ? t('newPackage') : t('editPackage', { name: editing.name })}
          onClose={() => setEditing(null)}
          busy={save.isPending}
          wide
        >
          <PackageForm
            initial={editing === 'new' ? null : editing}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const saved = await save.mutateAsync({ id: editing === 'new' ? null : editing.id, values });
              toast.success(t('packageSaved', { name: saved.name }));
              setEditing(null);
            }}
          />
        </Modal>
      )}
      {confirming && (
        <ConfirmDialog
          title={
            confirming.kind === 'delete'
              ? t('deleteTitle', { name: confirming.pkg.name })
              : t('archiveTitle', { name: confirming.pkg.name })
          }
          danger={confirming.kind === 'delete'}
          confirmLabel={confirming.kind === 'delete' ? t('delete') : t('archive')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { pkg, kind } = confirming;
            setConfirming(null);
            void run(
              () =>
                kind === 'delete'
                  ? remove.mutateAsync(pkg.id)
                  : act.mutateAsync({ id: pkg.id, action: 'archive' }),
              kind === 'delete'
                ? t('packageDeleted', { name: pkg.name })
                : t('packageArchived', { name: pkg.name }),
            );
          }}
        >
          <p>
            {confirming.kind === 'delete'
              ? t('deleteBody')
              : t('archiveBody', { count: confirming.pkg.subscriber_count })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
