// One crop in the list: name and variety, field, season, planting date, the stage under way and its status.
import { Link } from 'react-router-dom';
import type { Crop } from '@/shared/api/crops';
import { STATUS_BADGE, statusLabel } from '../crop-labels';
import { cropsText } from '../i18n';

export function CropCard({ crop, href, showFarm = false }: { crop: Crop; href: string; showFarm?: boolean }) {
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="card-title text-base">
            <Link to={href} className="link link-hover">
              {crop.variety ? `${crop.name} (${crop.variety})` : crop.name}
            </Link>
          </h3>
          <span className={`badge badge-sm ${STATUS_BADGE[crop.status]}`}>{statusLabel(crop.status)}</span>
        </div>
        {showFarm && <p className="text-sm text-base-content/70">{crop.farm_name}</p>}
        <p className="text-sm">
          {cropsText.t('onFieldInSeason', { field: crop.field_name, season: crop.season })}
        </p>
        <p className="text-sm text-base-content/70">
          {cropsText.t('plantedOn', { date: crop.planting_date })}
        </p>
        <p className="text-sm">
          {crop.current_stage
            ? cropsText.t('currentStage', { stage: crop.current_stage.name })
            : cropsText.t('noStageYet')}
        </p>
      </div>
    </li>
  );
}
