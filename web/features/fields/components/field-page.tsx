// /farmer/farms/:farmId/fields/:fieldId (docs/product/fields-and-soil.md "Field page"): the field's details and
// its history (crops grown, soil tests, tasks), each linking to its own page.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { Field, FieldHistory } from '@/shared/api/fields';
import { formatNumber } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useBreadcrumbName } from '@/web/lib/breadcrumb-name';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import {
  areaUnitLabel,
  cropStatusLabel,
  formatDay,
  irrigationLabel,
  soilTypeLabel,
  taskStatusLabel,
} from '../field-labels';
import { useField, useFieldHistory } from '../hooks/use-fields';
import { fieldsText } from '../i18n';
import { FieldDialog } from './field-dialog';

export function FieldPage({ farmId, fieldId }: { farmId: string; fieldId: string }) {
  const field = useField(farmId, fieldId);
  const history = useFieldHistory(farmId, fieldId);
  const can = useFarmCan();
  const [editing, setEditing] = useState(false);
  const mayEdit = can(farmId, 'crops.edit');
  useDocumentTitle(field.data?.name ?? fieldsText.t('fields'));
  useBreadcrumbName(field.data?.name);

  return (
    <>
      <Link to={paths.farmer.farmFields(farmId)} className="btn btn-ghost btn-sm mb-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {fieldsText.t('backToFields')}
      </Link>
      {field.isPending ? (
        <LoadingState label={fieldsText.t('loadingField')} />
      ) : field.isError ? (
        <ErrorState message={fieldsText.t('failedToLoadField')} onRetry={() => void field.refetch()} />
      ) : (
        <>
          <PageHeader
            title={field.data.name}
            actions={
              mayEdit && (
                <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" />{' '}
                  {fieldsText.t('editName', { name: field.data.name })}
                </button>
              )
            }
          />
          {field.data.archived && <div className="alert alert-info mb-4">{fieldsText.t('archived')}</div>}
          <FieldDetails field={field.data} />
          {history.isPending ? (
            <LoadingState label={fieldsText.t('loadingField')} />
          ) : history.isError ? (
            <ErrorState message={fieldsText.t('failedToLoadField')} onRetry={() => void history.refetch()} />
          ) : (
            <HistorySections farmId={farmId} history={history.data} />
          )}
          {editing && <FieldDialog farmId={farmId} field={field.data} onClose={() => setEditing(false)} />}
        </>
      )}
    </>
  );
}

function FieldDetails({ field }: { field: Field }) {
  const place =
    field.latitude != null && field.longitude != null
      ? `https://www.openstreetmap.org/?mlat=${field.latitude}&mlon=${field.longitude}#map=16/${field.latitude}/${field.longitude}`
      : null;
  const rows: [string, ReactNode][] = [
    [
      fieldsText.t('area'),
      `${formatNumber(field.area)} ${areaUnitLabel(field.area_unit)} (${fieldsText.t('hectares', { area: formatNumber(field.area_hectares, { maximumFractionDigits: 4 }) })})`,
    ],
    [fieldsText.t('soilType'), soilTypeLabel(field.soil_type)],
    [fieldsText.t('irrigation'), irrigationLabel(field.irrigation)],
    [
      fieldsText.t('location'),
      place ? (
        <a href={place} target="_blank" rel="noreferrer" className="link">
          {field.latitude}, {field.longitude} · {fieldsText.t('openMap')}
        </a>
      ) : (
        fieldsText.t('notRecorded')
      ),
    ],
    [fieldsText.t('notes'), field.notes ?? fieldsText.t('notRecorded')],
  ];
  return (
    <section className="card mb-6 border border-base-300 bg-base-100">
      <div className="card-body">
        <h2 className="card-title text-base">{fieldsText.t('details')}</h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/70">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Section({
  title,
  empty,
  children,
  action,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="mb-6">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {empty ? (
        <p className="text-base-content/70">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">{children}</div>
      )}
    </section>
  );
}

function HistorySections({ farmId, history }: { farmId: string; history: FieldHistory }) {
  return (
    <>
      <Section
        title={fieldsText.t('cropsGrown')}
        empty={history.crops.length ? null : fieldsText.t('noCropsYet')}
      >
        <table className="table">
          <thead>
            <tr>
              <th>{fieldsText.t('name')}</th>
              <th>{fieldsText.t('variety')}</th>
              <th>{fieldsText.t('season')}</th>
              <th>{fieldsText.t('plantingDate')}</th>
              <th>{fieldsText.t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.crops.map((crop) => (
              <tr key={crop.id}>
                <td>
                  <Link to={paths.farmer.crop(crop.id)} className="link link-hover font-medium">
                    {crop.name}
                  </Link>
                </td>
                <td>{crop.variety ?? '—'}</td>
                <td>{crop.season}</td>
                <td>{formatDay(crop.planting_date)}</td>
                <td>{cropStatusLabel(crop.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section
        title={fieldsText.t('soilTests')}
        empty={history.soil_samples.length ? null : fieldsText.t('noSoilTestsYet')}
        action={
          <Link to={paths.farmer.farmSoil(farmId)} className="btn btn-ghost btn-sm">
            {fieldsText.t('soilSampling')}
          </Link>
        }
      >
        <table className="table">
          <thead>
            <tr>
              <th>{fieldsText.t('sampledOn')}</th>
              <th>{fieldsText.t('lab')}</th>
              <th>{fieldsText.t('ph')}</th>
              <th>N</th>
              <th>P</th>
              <th>K</th>
              <th>{fieldsText.t('retestDue')}</th>
            </tr>
          </thead>
          <tbody>
            {history.soil_samples.map((sample) => (
              <tr key={sample.id}>
                <td>{formatDay(sample.sampled_on)}</td>
                <td>{sample.lab_name ?? '—'}</td>
                <td>{sample.ph ?? '—'}</td>
                <td>{sample.nitrogen ?? '—'}</td>
                <td>{sample.phosphorus ?? '—'}</td>
                <td>{sample.potassium ?? '—'}</td>
                <td>{sample.retest_due_on ? formatDay(sample.retest_due_on) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title={fieldsText.t('tasks')} empty={history.tasks.length ? null : fieldsText.t('noTasksYet')}>
        <table className="table">
          <thead>
            <tr>
              <th>{fieldsText.t('task')}</th>
              <th>{fieldsText.t('dueDate')}</th>
              <th>{fieldsText.t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.tasks.map((task) => (
              <tr key={task.id}>
                <td>
                  <Link to={paths.farmer.task(task.id)} className="link link-hover">
                    {task.title}
                  </Link>
                </td>
                <td>{formatDay(task.due_date)}</td>
                <td>{taskStatusLabel(task.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
