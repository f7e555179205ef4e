// /farmer/finances/contributors: everyone who put money into the farm, with what they put in and took out, their
// balance and share (docs/product/contributors.md), and the share chart.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { formatMoney } from '@/shared/settings/format';
import { paths } from '@/shared/routes/paths';
import { localizeApiMessage } from '@/shared/api/i18n';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useChartKit } from '@/web/lib/chart-kit';
import { useRecordAbilities } from '@/web/lib/farm-permissions';
import { useContributors } from '../hooks/use-contributors';
import { contributorsText } from '../i18n';
import { kindName, percentText } from '../labels';

const t = contributorsText.t;

export interface ContributorsPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
  chartWidth?: number;
}

export function ContributorsPage({ farmId, farmName, toolbar, chartWidth }: ContributorsPageProps) {
  useDocumentTitle(t('contributors'));
  const list = useContributors(farmId);
  const charts = useChartKit();
  const may = useRecordAbilities(farmId, 'finances');
  const currency = list.data?.currency ?? 'KES';
  const money = (minor: number) => formatMoney(minor, currency);
  const rows = list.data?.data ?? [];
  const shares = rows.filter((c) => c.share > 0).map((c) => ({ name: c.name, value: c.balance_minor }));

  return (
    <>
      <PageHeader
        title={t('contributors')}
        description={t('description', { farmName })}
        actions={
          <>
            {toolbar}
            {may.create ? (
              <Link className="btn btn-primary btn-sm" to={paths.farmer.contributorAdd}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('addContributor')}
              </Link>
            ) : null}
          </>
        }
      />
      {list.isPending ? (
        <LoadingState label={t('loading')} />
      ) : list.error ? (
        <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('noContributors')}>{t('noContributorsHint')}</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="overflow-x-auto lg:col-span-2">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('name')}</th>
                  <th>{t('kind')}</th>
                  <th className="text-right">{t('contributed')}</th>
                  <th className="text-right">{t('withdrawn')}</th>
                  <th className="text-right">{t('balance')}</th>
                  <th className="text-right">{t('share')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className={c.archived ? 'opacity-60' : undefined}>
                    <td>
                      <Link className="link" to={paths.farmer.contributor(c.id)}>
                        {c.name}
                      </Link>
                      {c.archived ? <span className="badge badge-ghost ml-2">{t('archived')}</span> : null}
                    </td>
                    <td>{kindName(c.kind)}</td>
                    <td className="text-right">{money(c.contributed_minor)}</td>
                    <td className="text-right">{money(c.withdrawn_minor)}</td>
                    <td className="text-right font-semibold">{money(c.balance_minor)}</td>
                    <td className="text-right">{percentText(c.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {charts && shares.length > 0 ? (
            <section className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <h2 className="card-title text-base">{t('shareChart')}</h2>
                <charts.Pie label={t('shareChart')} data={shares} format={money} width={chartWidth} />
              </div>
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
