// Crops as cards grouped by status (growing first: what needs looking at now), with a season filter built from the
// seasons the crops are in. Shared by the farm's list and the all-farms list.
import { useState } from 'react';
import type { Crop } from '@/shared/api/crops';
import type { CropStatus } from '@/shared/contracts/farm-work-enums';
import { EmptyState } from '@/web/components/query-states';
import { statusLabel } from '../crop-labels';
import { cropsText } from '../i18n';
import { CropCard } from './crop-card';

const ORDER: CropStatus[] = ['growing', 'planned', 'harvested', 'failed'];

/** Seasons newest first, as the crops hold them (one spelling per season). */
export function seasonsOf(crops: readonly Crop[]): string[] {
  const latest = new Map<string, string>();
  for (const crop of crops) {
    const seen = latest.get(crop.season);
    if (!seen || crop.planting_date > seen) latest.set(crop.season, crop.planting_date);
  }
  return [...latest.entries()].sort((a, b) => b[1].localeCompare(a[1])).map(([season]) => season);
}

export function CropBoard({
  crops,
  hrefOf,
  showFarm = false,
  empty,
}: {
  crops: readonly Crop[];
  hrefOf: (crop: Crop) => string;
  showFarm?: boolean;
  empty: React.ReactNode;
}) {
  const [season, setSeason] = useState('');
  const seasons = seasonsOf(crops);
  const shown = season ? crops.filter((crop) => crop.season === season) : crops;
  if (crops.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-6">
      <label className="flex max-w-xs flex-col gap-1 text-sm">
        {cropsText.t('season')}
        <select className="select select-sm" value={season} onChange={(e) => setSeason(e.target.value)}>
          <option value="">{cropsText.t('allSeasons')}</option>
          {seasons.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {shown.length === 0 && <EmptyState title={cropsText.t('noCropsInSeason')} />}
      {ORDER.map((status) => {
        const group = shown.filter((crop) => crop.status === status);
        if (group.length === 0) return null;
        return (
          <section key={status} aria-label={statusLabel(status)}>
            <h2 className="mb-2 text-lg font-semibold">
              {statusLabel(status)} <span className="text-base-content/60">({group.length})</span>
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {group.map((crop) => (
                <CropCard key={crop.id} crop={crop} href={hrefOf(crop)} showFarm={showFarm} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
