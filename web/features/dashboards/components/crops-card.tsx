// The crops card (docs/product/dashboard.md "Crops"): the farm's crops by status, and the growing ones by the
// stage they are in.
import { Sprout } from 'lucide-react';
import type { DashboardCrops } from '@/shared/contracts/farm-dashboard';
import { paths } from '@/shared/routes/paths';
import { dashboardsText } from '../i18n';
import { CardEmpty, DashboardCard } from './dashboard-card';

const t = dashboardsText.t;

export function CropsCard({ crops }: { crops: DashboardCrops }) {
  if (crops.total === 0) {
    return (
      <DashboardCard icon={Sprout} title={t('cropsTitle')}>
        <CardEmpty text={t('noCropsYet')} action={{ to: paths.farmer.crops, label: t('planCrop') }} />
      </DashboardCard>
    );
  }
  const counts: [string, number][] = [
    [t('cropsGrowing'), crops.growing],
    [t('cropsPlanned'), crops.planned],
    [t('cropsHarvested'), crops.harvested],
    [t('cropsFailed'), crops.failed],
  ];
  return (
    <DashboardCard
      icon={Sprout}
      title={t('cropsTitle')}
      source={{ to: paths.farmer.crops, label: t('openCrops') }}
    >
      <dl className="grid grid-cols-4 gap-2 text-center">
        {counts.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs text-base-content/70">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {crops.growing_stages.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-medium">{t('growingByStage')}</h3>
          <ul className="flex flex-wrap gap-2 text-sm">
            {crops.growing_stages.map((row) => (
              <li key={row.stage ?? ''} className="badge badge-outline gap-1">
                {t('stageCount', { stage: row.stage ?? t('noStageYet'), count: row.count })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}
