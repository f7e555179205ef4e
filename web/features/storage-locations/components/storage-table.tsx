// docs/product/storage-locations.md: the storage locations table (Name, Type, Capacity, Usage, Conditions, Actions) and its empty state.
import { Link } from 'react-router-dom';
import { RowActions } from '@/web/components/row-actions';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { capacityLabel, locationTypeLabel } from '../location-labels';
import { ConditionsCell } from './conditions-cell';
import { UncountedNote } from '@/shared/ui/inventory/uncounted-note';
import { UsageBar } from '@/shared/ui/inventory/usage-bar';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export interface StorageTableProps {
  locations: StorageLocation[];
  viewPath: (location: StorageLocation) => string;
  onEdit?: (location: StorageLocation) => void;
  onDelete?: (location: StorageLocation) => void;
}

export function StorageTable({ locations, viewPath, onEdit, onDelete }: StorageTableProps) {
  if (locations.length === 0)
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-100 p-8 text-center">
        <p className="text-lg font-semibold">{storageLocationsText.t('noStorageLocations')}</p>
        {onEdit && (
          <p className="mt-1 text-sm text-base-content/70">
            {storageLocationsText.t('addTheStoresWhereThis')}
          </p>
        )}
      </div>
    );

  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{storageLocationsText.t('name')}</th>
            <th scope="col">{storageLocationsText.t('type')}</th>
            <th scope="col">{storageLocationsText.t('capacity')}</th>
            <th scope="col">{storageLocationsText.t('usage')}</th>
            <th scope="col">{storageLocationsText.t('conditions')}</th>
            <th scope="col">
              <span className="sr-only sm:not-sr-only">{storageLocationsText.t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => (
            <tr key={location.id}>
              <td>
                <Link to={viewPath(location)} className="link-hover font-medium">
                  {location.name}
                </Link>
                {location.address && <div className="text-xs text-base-content/60">{location.address}</div>}
              </td>
              <td>{locationTypeLabel(location.type)}</td>
              <td className="whitespace-nowrap">{capacityLabel(location)}</td>
              <td>
                <UsageBar location={location} />
                <UncountedNote location={location} />
              </td>
              <td>
                <ConditionsCell conditions={location.storage_conditions} />
              </td>
              <td>
                <RowActions
                  row={location}
                  name={location.name}
                  viewTo={viewPath(location)}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
