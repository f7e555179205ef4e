// <farm-storage-usage>: the farm's storage locations with their usage bars (docs/product/widgets.md, decision 004),
// read with inventory:read, kept live: a stock change anywhere loads the usage again. Choosing a location sends
// `farm-location-select` with the location.
import type { StorageLocation } from '@/shared/contracts/storage-locations';
import { UncountedNote } from '@/shared/ui/inventory/uncounted-note';
import { UsageBar } from '@/shared/ui/inventory/usage-bar';
import type { WidgetProps } from '../lib/define-widget';
import { emit } from '../lib/emit';
import { useLiveStock } from '../lib/use-live-stock';
import { useLoad, useWidgetApi } from '../lib/use-widget';
import { WidgetFrame } from '../lib/widget-frame';
import { widgetsText } from '@/widgets/i18n';

export const LOCATION_SELECT = 'farm-location-select';

export function StorageUsage(props: WidgetProps & { heading?: string }) {
  const api = useWidgetApi(props);
  const { data, error, loading, reload } = useLoad(api, async (a) => {
    const [session, list] = await Promise.all([
      a.session(),
      a.get<{ data: StorageLocation[] }>('storage-locations'),
    ]);
    return { farmName: session.farm.name, locations: list.data };
  });
  useLiveStock(api, data !== null, reload);
  return (
    <WidgetFrame
      theme={props.theme}
      title={
        props.heading ||
        (data ? widgetsText.t('storageAtFarm', { farm: data.farmName }) : widgetsText.t('storage'))
      }
      loading={loading}
      error={error}
      onRetry={reload}
    >
      {data && data.locations.length === 0 && (
        <p className="px-4 py-8 text-center text-sm text-base-content/70">
          {widgetsText.t('noStorageLocations')}
        </p>
      )}
      <ul className="divide-y divide-base-300">
        {data?.locations.map((location) => (
          <li key={location.id}>
            <button
              type="button"
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-base-200"
              onClick={() => emit(props.container, LOCATION_SELECT, location)}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{location.name}</span>
                <span className="text-xs text-base-content/60">{location.type}</span>
              </span>
              <UsageBar location={location} />
              <UncountedNote location={location} className="text-xs text-base-content/60" />
            </button>
          </li>
        ))}
      </ul>
    </WidgetFrame>
  );
}
