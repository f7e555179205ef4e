// /farmer/farms/:farmId/fields (docs/product/fields-and-soil.md "Fields"): the farm's fields with their area,
// soil, irrigation and current crop; add, edit and delete for the roles that allow it (crops module).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Field } from '@/shared/api/fields';
import { formatNumber } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { areaUnitLabel, cropStatusLabel, irrigationLabel, soilTypeLabel } from '../field-labels';
import { useDeleteField, useFields } from '../hooks/use-fields';
import { fieldsText } from '../i18n';
import { FieldDialog } from './field-dialog';

export function FieldsPage({ farmId, farmName }: { farmId: string; farmName?: string }) {
  useDocumentTitle(fieldsText.t('fields'));
  const can = useFarmCan();
  const [showArchived, setShowArchived] = useState(false);
  const fields = useFields(farmId, showArchived);
  const remove = useDeleteField(farmId);
  const [editing, setEditing] = useState<{ field?: Field } | null>(null);
  const [deleting, setDeleting] = useState<Field | null>(null);
  const mayCreate = can(farmId, 'crops.create');
  const mayEdit = can(farmId, 'crops.edit');
  const mayDelete = can(farmId, 'crops.delete');

  return (
    <>
      <PageHeader
        title={fieldsText.t('fields')}
        description={farmName ? fieldsText.t('fieldsDescription', { farmName }) : undefined}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {fieldsText.t('addField')}
            </button>
          )
        }
      />
      <label className="label mb-3 cursor-pointer gap-2">
        <input
          type="checkbox"
          className="toggle toggle-sm"
          checked={showArchived}
          onChange={(event) => setShowArchived(event.target.checked)}
        />
        {fieldsText.t('showArchived')}
      </label>
      {fields.isPending ? (
        <LoadingState label={fieldsText.t('loadingFields')} />
      ) : fields.isError ? (
        <ErrorState message={fieldsText.t('failedToLoadFields')} onRetry={() => void fields.refetch()} />
      ) : fields.data.length === 0 ? (
        <EmptyState title={fieldsText.t('noFieldsYet')}>{fieldsText.t('noFieldsHelp')}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table">
            <thead>
              <tr>
                <th>{fieldsText.t('name')}</th>
                <th>{fieldsText.t('area')}</th>
                <th>{fieldsText.t('soilType')}</th>
                <th>{fieldsText.t('irrigation')}</th>
                <th>{fieldsText.t('currentCrop')}</th>
                <th>{fieldsText.t('crops')}</th>
                {(mayEdit || mayDelete) && <th className="sr-only">{fieldsText.t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {fields.data.map((field) => (
                <tr key={field.id}>
                  <td>
                    <Link
                      to={paths.farmer.farmField(farmId, field.id)}
                      className="link link-hover font-medium"
                    >
                      {field.name}
                    </Link>
                    {field.archived && (
                      <span className="badge badge-ghost badge-sm ml-2">{fieldsText.t('archived')}</span>
                    )}
                  </td>
                  <td>
                    {formatNumber(field.area)} {areaUnitLabel(field.area_unit)}
                  </td>
                  <td>{soilTypeLabel(field.soil_type)}</td>
                  <td>{irrigationLabel(field.irrigation)}</td>
                  <td>
                    {field.current_crop ? (
                      <Link to={paths.farmer.crop(field.current_crop.id)} className="link link-hover">
                        {field.current_crop.name}{' '}
                        <span className="text-base-content/60">
                          ({cropStatusLabel(field.current_crop.status)})
                        </span>
                      </Link>
                    ) : (
                      <span className="text-base-content/60">{fieldsText.t('none')}</span>
                    )}
                  </td>
                  <td>{formatNumber(field.crop_count)}</td>
                  {(mayEdit || mayDelete) && (
                    <td className="flex justify-end gap-1">
                      {mayEdit && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square"
                          aria-label={fieldsText.t('editName', { name: field.name })}
                          onClick={() => setEditing({ field })}
                        >
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </button>
                      )}
                      {mayDelete && !field.archived && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-square text-error"
                          aria-label={fieldsText.t('deleteName', { name: field.name })}
                          onClick={() => setDeleting(field)}
                        >
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <FieldDialog farmId={farmId} field={editing.field} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={fieldsText.t('deleteFieldQuestion', { name: deleting.name })}
          confirmLabel={fieldsText.t('deleteField')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        >
          <p>{fieldsText.t('deleteFieldExplanation')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
