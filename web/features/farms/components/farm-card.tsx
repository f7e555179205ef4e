// One farm in the list: the facts a farmer tells farms apart by, their role on it, and what they may do.
import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import type { Farm } from '@/shared/api/farms';
import { paths } from '@/shared/routes/paths';
import { Badge } from '@/shared/ui/badge';
import { canDeleteFarm, canEditFarm, enterpriseLabel, roleLabel, sizeLabel } from '../farm-labels';
import { farmsText } from '@/web/features/farms/i18n';

export interface FarmCardProps {
  farm: Farm;
  onDelete: (farm: Farm) => void;
  onRestore: (farm: Farm) => void;
  restoring?: boolean;
}

export function FarmCard({ farm, onDelete, onRestore, restoring }: FarmCardProps) {
  const archived = farm.status === 'archived';
  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title min-w-0 text-lg break-words">
            {archived ? (
              farm.name
            ) : (
              <Link to={paths.farmer.farm(farm.id)} className="link-hover">
                {farm.name}
              </Link>
            )}
          </h2>
          <div className="flex shrink-0 gap-1">
            <Badge variant="outline" size="sm">
              {roleLabel(farm)}
            </Badge>
            <Badge
              variant={archived ? 'default' : 'success'}
              className={archived ? 'badge-neutral' : undefined}
              size="sm"
            >
              {archived ? farmsText.t('archived') : farmsText.t('active')}
            </Badge>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/60">
            <MapPin className="inline h-4 w-4" aria-hidden="true" /> {farmsText.t('location')}
          </dt>
          <dd>{farm.location ?? farmsText.t('notRecorded')}</dd>
          <dt className="text-base-content/60">{farmsText.t('size')}</dt>
          <dd>{sizeLabel(farm)}</dd>
          <dt className="text-base-content/60">{farmsText.t('enterprise')}</dt>
          <dd>{enterpriseLabel(farm.main_enterprise)}</dd>
        </dl>
        <div className="card-actions mt-1">
          {archived ? (
            canDeleteFarm(farm) && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => onRestore(farm)}
                disabled={restoring}
                aria-label={farmsText.t('restoreName', { name: farm.name })}
              >
                {farmsText.t('restore')}
              </button>
            )
          ) : (
            <>
              <Link
                to={paths.farmer.farm(farm.id)}
                className="btn btn-sm btn-primary"
                aria-label={farmsText.t('openName', { name: farm.name })}
              >
                {farmsText.t('open')}
              </Link>
              {canEditFarm(farm) && (
                <Link
                  to={paths.farmer.farmEdit(farm.id)}
                  className="btn btn-sm"
                  aria-label={farmsText.t('editName', { name: farm.name })}
                >
                  {farmsText.t('edit')}
                </Link>
              )}
              {canDeleteFarm(farm) && (
                <button
                  type="button"
                  className="btn btn-sm btn-ghost text-error"
                  onClick={() => onDelete(farm)}
                  aria-label={farmsText.t('deleteName', { name: farm.name })}
                >
                  {farmsText.t('delete')}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}
