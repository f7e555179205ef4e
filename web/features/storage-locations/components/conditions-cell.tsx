// docs/product/storage-locations.md storage_conditions: temperature and humidity control, each shown with an icon and words.
import { Droplets, Thermometer } from 'lucide-react';
import type { StorageLocation } from '@/shared/api/storage-locations';
import { storageLocationsText } from '@/web/features/storage-locations/i18n';

export function ConditionsCell({ conditions }: { conditions: StorageLocation['storage_conditions'] }) {
  const { temperature_controlled: temperature, humidity_controlled: humidity } = conditions;
  if (!temperature && !humidity)
    return <span className="text-sm text-base-content/60">{storageLocationsText.t('notControlled')}</span>;
  return (
    <ul className="space-y-1 text-sm">
      {temperature && (
        <li className="flex items-center gap-1">
          <Thermometer className="h-4 w-4 text-info" aria-hidden="true" />
          {storageLocationsText.t('temperatureControlled')}
        </li>
      )}
      {humidity && (
        <li className="flex items-center gap-1">
          <Droplets className="h-4 w-4 text-info" aria-hidden="true" />
          {storageLocationsText.t('humidityControlled')}
        </li>
      )}
    </ul>
  );
}
