import { notificationsText } from '@/web/features/notifications/i18n';

/** Previous / next over a paged list, with where the reader is. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  label = notificationsText.t('pages'),
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 pt-3 text-sm">
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {notificationsText.t('previous')}
      </button>
      <span className="text-base-content/70">
        {notificationsText.t('pagePageOfPages', { page: page, pages: pages })}
      </span>
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {notificationsText.t('next')}
      </button>
    </nav>
  );
}
