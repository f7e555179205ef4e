// /farmer/finances/contributors/:id: one contributor (docs/product/contributors.md): their details and figures,
// every contribution and withdrawal with add, edit and delete, and editing or removing the contributor.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Contribution } from '@/shared/api/contributors';
import type { ContributionKind } from '@/shared/contracts/money-enums';
import { formatMoney } from '@/shared/settings/format';
import { paths } from '@/shared/routes/paths';
import { localizeApiMessage } from '@/shared/api/i18n';
import { failureMessage } from '@/shared/api/form-errors';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { PageHeader } from '@/web/components/page-header';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import {
  useContributions,
  useContributor,
  useDeleteContribution,
  useDeleteContributor,
} from '../hooks/use-contributors';
import { contributorsText } from '../i18n';
import { kindName, methodName, percentText, todayText } from '../labels';
import { ContributionDialog } from './contribution-dialog';
import { ContributorForm } from './contributor-form';
import { Modal } from '@/web/components/modal';

const t = contributorsText.t;

type Editing = { kind: ContributionKind; contribution: Contribution | null } | null;

export function ContributorPage({ farmId, contributorId }: { farmId: string; contributorId: string }) {
  const contributor = useContributor(farmId, contributorId);
  const money = useContributions(farmId, contributorId);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [editingDetails, setEditingDetails] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removingMoney, setRemovingMoney] = useState<Contribution | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeContributor = useDeleteContributor(farmId);
  const removeMoney = useDeleteContribution(farmId);
  const may = useRecordAbilities(farmId, 'finances');
  useDocumentTitle(contributor.data?.name ?? t('contributors'));

  if (contributor.isPending) return <LoadingState label={t('loading')} />;
  if (contributor.error)
    return (
      <ErrorState
        message={localizeApiMessage(contributor.error.message)}
        onRetry={() => void contributor.refetch()}
      />
    );
  const c = contributor.data;
  const fmt = (minor: number) => formatMoney(minor, c.currency);
  const refetch = () => Promise.all([contributor.refetch(), money.refetch()]);

  return (
    <>
      <PageHeader
        title={c.name}
        description={[kindName(c.kind), c.phone, c.email].filter(Boolean).join(' · ')}
        actions={
          <>
            <Link className="btn btn-ghost btn-sm" to={paths.farmer.contributors}>
              {t('back')}
            </Link>
            {may.edit ? (
              <button type="button" className="btn btn-sm" onClick={() => setEditingDetails(true)}>
                {t('edit')}
              </button>
            ) : null}
            {may.delete ? (
              <button
                type="button"
                className="btn btn-sm btn-error btn-outline"
                onClick={() => setRemoving(true)}
              >
                {t('delete')}
              </button>
            ) : null}
          </>
        }
      />
      {c.archived ? <p className="badge badge-ghost mb-3">{t('archived')}</p> : null}
      {c.notes ? <p className="mb-3 whitespace-pre-line">{c.notes}</p> : null}
      {error ? (
        <p role="alert" className="mb-3 text-error">
          {error}
        </p>
      ) : null}
      <div className="stats mb-6 w-full shadow-sm">
        <Stat label={t('contributed')} value={fmt(c.contributed_minor)} />
        <Stat label={t('withdrawn')} value={fmt(c.withdrawn_minor)} />
        <Stat label={t('balance')} value={fmt(c.balance_minor)} />
        <Stat label={t('share')} value={percentText(c.share)} />
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('money')}</h2>
        {c.archived || !may.create ? null : (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setEditing({ kind: 'contribution', contribution: null })}
            >
              {t('addContribution')}
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing({ kind: 'withdrawal', contribution: null })}
            >
              {t('addWithdrawal')}
            </button>
          </div>
        )}
      </div>
      {(money.data ?? []).length === 0 ? (
        <p className="opacity-70">{t('noMoney')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table">
            <thead>
              <tr>
                <th>{t('date')}</th>
                <th>{t('type')}</th>
                <th className="text-right">{t('amount')}</th>
                <th>{t('paymentMethod')}</th>
                <th>{t('reference')}</th>
                <th>{t('note')}</th>
                <th>
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(money.data ?? []).map((m) => (
                <tr key={m.id}>
                  <td>{m.occurred_on}</td>
                  <td>{m.kind === 'withdrawal' ? t('withdrawal') : t('contribution')}</td>
                  <td className={`text-right ${m.kind === 'withdrawal' ? 'text-error' : ''}`}>
                    {fmt(m.kind === 'withdrawal' ? -m.amount_minor : m.amount_minor)}
                  </td>
                  <td>{methodName(m.payment_method)}</td>
                  <td>{m.reference ?? ''}</td>
                  <td>{m.note ?? ''}</td>
                  <td className="flex gap-1">
                    {may.edit ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        onClick={() => setEditing({ kind: m.kind, contribution: m })}
                      >
                        {t('edit')}
                      </button>
                    ) : null}
                    {may.delete ? (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        onClick={() => setRemovingMoney(m)}
                      >
                        {t('delete')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <ContributionDialog
          farmId={farmId}
          contributorId={c.id}
          kind={editing.kind}
          contribution={editing.contribution}
          today={todayText()}
          onClose={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      {editingDetails ? (
        <Modal title={t('editContributor')} onClose={() => setEditingDetails(false)}>
          <ContributorForm
            farmId={farmId}
            contributor={c}
            onSaved={() => {
              setEditingDetails(false);
              void refetch();
            }}
            onCancel={() => setEditingDetails(false)}
          />
        </Modal>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('deleteContributor', { name: c.name })}
          confirmLabel={t('delete')}
          busy={removeContributor.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            void removeContributor
              .mutateAsync(c.id)
              .then(() => navigate(paths.farmer.contributors))
              .catch((e: unknown) => {
                setRemoving(false);
                setError(failureMessage(e, t('couldNotSave')));
              })
          }
        >
          {t('deleteContributorText')}
        </ConfirmDialog>
      ) : null}
      {removingMoney ? (
        <ConfirmDialog
          title={t('deleteMoney')}
          confirmLabel={t('delete')}
          busy={removeMoney.isPending}
          onCancel={() => setRemovingMoney(null)}
          onConfirm={() =>
            void removeMoney
              .mutateAsync(removingMoney.id)
              .then(() => refetch())
              .catch((e: unknown) => setError(failureMessage(e, t('couldNotSave'))))
              .finally(() => setRemovingMoney(null))
          }
        >
          {t('deleteMoneyText')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-xl">{value}</div>
    </div>
  );
}
