// The e-mail and SMS outbox (GET /api/admin/outbox): what was sent or only logged, and failures with reasons.
// Bodies come masked from the server: they can carry one-time codes.
import { useState } from 'react';
import type { OutboxQuery } from '@/shared/api/notification-diagnostics';
import { relativeTime } from '@/shared/notifications/rules';
import { localizeMessage } from '@/shared/i18n/messages';
import { Badge } from '@/shared/ui/badge';
import { Spinner } from '@/shared/ui/spinner';
import { useOutbox } from '../hooks/use-deliveries';
import { statusLabel, statusVariant } from '../lib/status-badges';
import { Pager } from './pager';
import { notificationsText } from '@/web/features/notifications/i18n';

const PER_PAGE = 20;
const STATUSES = ['pending', 'logged', 'sent', 'failed'] as const;

export function OutboxSection() {
  const [query, setQuery] = useState<OutboxQuery>({ page: 1, per_page: PER_PAGE });
  const outbox = useOutbox(query);
  const set = (next: Partial<OutboxQuery>) => setQuery({ ...query, page: 1, ...next });

  return (
    <section aria-labelledby="outbox-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="outbox-heading" className="flex-1 font-semibold">
            {notificationsText.t('eMailAndSmsOutbox')}
          </h2>
          <select
            aria-label={notificationsText.t('outboxChannel')}
            className="select select-sm w-40"
            value={query.channel ?? ''}
            onChange={(e) => set({ channel: (e.target.value || undefined) as OutboxQuery['channel'] })}
          >
            <option value="">{notificationsText.t('eMailAndSms')}</option>
            <option value="email">{notificationsText.t('eMail')}</option>
            <option value="sms">{notificationsText.t('sms')}</option>
          </select>
          <select
            aria-label={notificationsText.t('outboxStatus')}
            className="select select-sm w-32"
            value={query.status ?? ''}
            onChange={(e) => set({ status: (e.target.value || undefined) as OutboxQuery['status'] })}
          >
            <option value="">{notificationsText.t('anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-base-content/60">{notificationsText.t('loggedMeansNoProviderIs')}</p>
        {outbox.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={notificationsText.t('loadingTheOutbox')} />
          </div>
        ) : outbox.isError ? (
          <div role="alert" className="rounded-box bg-error/10 p-4 text-sm text-error">
            {notificationsText.t('weCouldNotLoadThe2')} {localizeMessage(outbox.error.message)}
            <button
              type="button"
              className="btn btn-xs btn-outline btn-error ml-3"
              onClick={() => void outbox.refetch()}
            >
              {notificationsText.t('tryAgain')}
            </button>
          </div>
        ) : outbox.data.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-base-content/70">
            {notificationsText.t('theOutboxIsEmpty')}
          </p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{notificationsText.t('when')}</th>
                    <th scope="col">{notificationsText.t('channel')}</th>
                    <th scope="col">{notificationsText.t('to')}</th>
                    <th scope="col">{notificationsText.t('message')}</th>
                    <th scope="col">{notificationsText.t('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outbox.data.data.map((row) => (
                    <tr key={row.id}>
                      <td className="whitespace-nowrap">{relativeTime(row.created_at)}</td>
                      <td>
                        {row.channel === 'email' ? notificationsText.t('eMail') : notificationsText.t('sms')}
                      </td>
                      <td className="max-w-48 truncate">{row.to}</td>
                      <td className="min-w-48">
                        {row.subject && <span className="block font-medium">{row.subject}</span>}
                        <span className="line-clamp-2 text-xs text-base-content/70">{row.preview}</span>
                      </td>
                      <td>
                        <Badge size="sm" variant={statusVariant(row.status)}>
                          {statusLabel(row.status)}
                        </Badge>
                        {row.error && (
                          <span className="mt-1 block text-xs text-error">{localizeMessage(row.error)}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={outbox.data.meta.page}
              perPage={outbox.data.meta.per_page}
              total={outbox.data.meta.total}
              onPage={(page) => setQuery({ ...query, page })}
              label={notificationsText.t('outboxPages')}
            />
          </>
        )}
      </div>
    </section>
  );
}
