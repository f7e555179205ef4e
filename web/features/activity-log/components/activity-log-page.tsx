// /farmer/activities: the current farm's activity log (docs/product/activity-log.md), newest first, filtered by
// person, module and days, a page at a time with "Load more". A failed load shows the error with Retry, never
// invented entries (docs/decisions/002).
import { useState, type ReactNode } from 'react';
import { useText } from '@/shared/i18n/react';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useActivities, useActivityPeople, type ActivityFilters } from '../hooks/use-activities';
import { activityText } from '../i18n';
import { ActivityFiltersBar } from './activity-filters';
import { ActivityTable } from './activity-table';

export interface ActivityLogPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
}

export function ActivityLogPage({ farmId, farmName, toolbar }: ActivityLogPageProps) {
  const t = useText(activityText);
  useDocumentTitle(t('activityLog'));
  const [filters, setFilters] = useState<ActivityFilters>({});
  const query = useActivities(farmId, filters);
  const people = useActivityPeople(farmId);
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <PageHeader
        title={t('activityLog')}
        description={t('everyChangeOnFarm', { farmName })}
        actions={toolbar}
      />
      <ActivityFiltersBar filters={filters} people={people.data ?? []} onChange={setFilters} />
      {query.isPending ? (
        <LoadingState label={t('loadingActivity')} />
      ) : query.isError && entries.length === 0 ? (
        <ErrorState message={t('failedToLoadActivity')} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('noActivityMatches')}
            action={
              <button type="button" className="btn btn-sm" onClick={() => setFilters({})}>
                {t('clearFilters')}
              </button>
            }
          >
            {t('noActivityMatchesBody')}
          </EmptyState>
        ) : (
          <EmptyState title={t('noActivityYet')}>{t('noActivityYetBody')}</EmptyState>
        )
      ) : (
        <>
          <ActivityTable entries={entries} />
          <div className="mt-4 flex flex-col items-center gap-2">
            {query.isFetchNextPageError && (
              <ErrorState message={t('failedToLoadMore')} onRetry={() => void query.fetchNextPage()} />
            )}
            {query.hasNextPage ? (
              <button
                type="button"
                className="btn btn-sm"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </button>
            ) : (
              <p className="text-sm text-base-content/60">{t('allLoaded')}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}
