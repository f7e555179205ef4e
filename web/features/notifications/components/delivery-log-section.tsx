// A delivery log with its summary, filters, rows and pages: the user's own (monitor) or everyone's (admin).
import { useState } from 'react';
import type { DeliveryQuery } from '@/shared/api/notification-diagnostics';
import { localizeMessage } from '@/shared/i18n/messages';
import { Spinner } from '@/shared/ui/spinner';
import { useDeliveries } from '../hooks/use-deliveries';
import { DeliveryFilters } from './delivery-filters';
import { DeliverySummary } from './delivery-summary';
import { DeliveryTable } from './delivery-table';
import { Pager } from './pager';
import { notificationsText } from '@/web/features/notifications/i18n';

const PER_PAGE = 25;

export function DeliveryLogSection({ scope }: { scope: 'mine' | 'all' }) {
  const [query, setQuery] = useState<DeliveryQuery>({ page: 1, per_page: PER_PAGE });
  const deliveries = useDeliveries(scope, query);

  return (
    <div className="space-y-4">
      {deliveries.data && <DeliverySummary summary={deliveries.data.summary} />}
      <section
        aria-label={notificationsText.t('deliveryLog')}
        className="card border border-base-300 bg-base-100"
      >
        <div className="card-body gap-3 p-3 sm:p-5">
          <DeliveryFilters
            query={query}
            onChange={(next) => setQuery({ ...next, page: 1, per_page: PER_PAGE })}
          />
          {deliveries.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner label={notificationsText.t('loadingTheDeliveryLog')} />
            </div>
          ) : deliveries.isError ? (
            <div role="alert" className="rounded-box bg-error/10 p-4 text-error">
              <p className="font-semibold">{notificationsText.t('weCouldNotLoadThe')}</p>
              <p className="mt-1 text-sm">{localizeMessage(deliveries.error.message)}</p>
              <button
                type="button"
                className="btn btn-sm btn-outline btn-error mt-3"
                onClick={() => void deliveries.refetch()}
              >
                {notificationsText.t('tryAgain')}
              </button>
            </div>
          ) : deliveries.data.data.length === 0 ? (
            <p className="py-10 text-center text-sm text-base-content/70">
              {query.channel || query.status
                ? notificationsText.t('noDeliveriesMatchTheseFilters')
                : notificationsText.t('nothingHasBeenSentYet')}
            </p>
          ) : (
            <>
              <DeliveryTable rows={deliveries.data.data} showUser={scope === 'all'} />
              <Pager
                page={deliveries.data.meta.page}
                perPage={deliveries.data.meta.per_page}
                total={deliveries.data.meta.total}
                onPage={(page) => setQuery({ ...query, page })}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
