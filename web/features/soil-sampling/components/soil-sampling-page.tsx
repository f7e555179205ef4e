// /farmer/farms/:farmId/soil-sampling (docs/product/fields-and-soil.md "Soil sampling"): the farm's samples,
// newest first, filtered by field and dates; re-test badges; a trend chart of one value on one field; add, edit
// and delete for the roles that allow it (crops module), and the lab report to download.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { downloadSoilReport, type SoilSample } from '@/shared/api/soil-samples';
import { formatNumber } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useApi } from '@/web/lib/api';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDeleteSoilSample, useFieldOptions, useSoilSamples } from '../hooks/use-soil-samples';
import { soilText } from '../i18n';
import { localToday } from '../retest';
import { formatDay } from './format-day';
import { RetestBadge } from './retest-badge';
import { SoilSampleDialog } from './soil-sample-dialog';
import { SoilTrendPanel } from './soil-trend-panel';

const PER_PAGE = 25;
const value = (n: number | null) => (n == null ? '—' : formatNumber(n));

export function SoilSamplingPage({ farmId, farmName }: { farmId: string; farmName?: string }) {
  useDocumentTitle(soilText.t('soilSampling'));
  const api = useApi();
  const can = useFarmCan();
  const [filter, setFilter] = useState({ field_id: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const fields = useFieldOptions(farmId);
  const samples = useSoilSamples(farmId, { ...filter, page, per_page: PER_PAGE });
  const remove = useDeleteSoilSample(farmId);
  const [editing, setEditing] = useState<{ sample?: SoilSample } | null>(null);
  const [deleting, setDeleting] = useState<SoilSample | null>(null);
  const today = localToday();
  const fieldList = fields.data ?? [];
  const mayCreate = can(farmId, 'crops.create') && fieldList.length > 0;
  const mayEdit = can(farmId, 'crops.edit');
  const mayDelete = can(farmId, 'crops.delete');
  const change = (next: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  async function download(sample: SoilSample) {
    try {
      const blob = await downloadSoilReport(api, farmId, sample.id);
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: sample.report_file_name ?? 'report',
      });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(soilText.t('reportCouldNotBeDownloaded'));
    }
  }

  const pages = samples.data ? Math.max(1, Math.ceil(samples.data.meta.total / PER_PAGE)) : 1;

  return (
    <>
      <PageHeader
        title={soilText.t('soilSampling')}
        description={farmName ? soilText.t('soilSamplingDescription', { farmName }) : undefined}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {soilText.t('addSample')}
            </button>
          )
        }
      />
      {fields.isSuccess && fieldList.length === 0 && (
        <div className="alert mb-4">
          <span>{soilText.t('noFieldsYet')}</span>
          <Link to={paths.farmer.farmFields(farmId)} className="btn btn-sm">
            {soilText.t('openFields')}
          </Link>
        </div>
      )}
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label={soilText.t('field')}
          value={filter.field_id}
          onChange={(event) => change({ field_id: event.target.value })}
          options={[
            { value: '', label: soilText.t('allFields') },
            ...fieldList.map((f) => ({ value: f.id, label: f.name })),
          ]}
        />
        <TextField
          label={soilText.t('from')}
          type="date"
          value={filter.from}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label={soilText.t('to')}
          type="date"
          value={filter.to}
          onChange={(e) => change({ to: e.target.value })}
        />
      </div>
      {samples.isPending ? (
        <LoadingState label={soilText.t('loadingSamples')} />
      ) : samples.isError ? (
        <ErrorState message={soilText.t('failedToLoadSamples')} onRetry={() => void samples.refetch()} />
      ) : samples.data.data.length === 0 ? (
        <EmptyState title={soilText.t('noSamplesYet')}>{soilText.t('noSamplesHelp')}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th>{soilText.t('sampledOn')}</th>
                <th>{soilText.t('field')}</th>
                <th>{soilText.t('labName')}</th>
                <th>{soilText.t('ph')}</th>
                <th>N</th>
                <th>P</th>
                <th>K</th>
                <th>{soilText.t('retest')}</th>
                <th className="sr-only">{soilText.t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {samples.data.data.map((sample) => {
                const names = { field: sample.field_name, date: formatDay(sample.sampled_on) };
                return (
                  <tr key={sample.id}>
                    <td>{formatDay(sample.sampled_on)}</td>
                    <td>
                      <Link to={paths.farmer.farmField(farmId, sample.field_id)} className="link link-hover">
                        {sample.field_name}
                      </Link>
                    </td>
                    <td>{sample.lab_name ?? '—'}</td>
                    <td>{value(sample.ph)}</td>
                    <td>{value(sample.nitrogen)}</td>
                    <td>{value(sample.phosphorus)}</td>
                    <td>{value(sample.potassium)}</td>
                    <td>
                      <RetestBadge dueOn={sample.retest_due_on} today={today} />
                    </td>
                    <td className="flex justify-end gap-1">
                      {sample.has_report && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square"
                          aria-label={soilText.t('downloadReport', { name: sample.report_file_name ?? '' })}
                          onClick={() => void download(sample)}
                        >
                          <Download className="h-4 w-4" aria-hidden="true" />
                        </button>
                      )}
                      {mayEdit && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square"
                          aria-label={soilText.t('editSampleOf', names)}
                          onClick={() => setEditing({ sample })}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </button>
                      )}
                      {mayDelete && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square text-error"
                          aria-label={soilText.t('deleteSampleOf', names)}
                          onClick={() => setDeleting(sample)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 && (
            <div className="flex items-center justify-end gap-2 p-2">
              <button
                type="button"
                className="btn btn-sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {soilText.t('previous')}
              </button>
              <span className="text-sm">{soilText.t('pageOf', { page, pages })}</span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {soilText.t('next')}
              </button>
            </div>
          )}
        </div>
      )}
      <SoilTrendPanel farmId={farmId} fields={fieldList} fieldId={filter.field_id} />
      {editing && (
        <SoilSampleDialog
          farmId={farmId}
          fields={fieldList}
          sample={editing.sample}
          fieldId={filter.field_id}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={soilText.t('deleteSampleQuestion', {
            field: deleting.field_name,
            date: formatDay(deleting.sampled_on),
          })}
          confirmLabel={soilText.t('deleteSample')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        >
          <p>{soilText.t('deleteSampleExplanation')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
