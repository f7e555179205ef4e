// Previous and next over a server-paged list; hidden when everything fits on one page.
import type { PageMeta } from '@/shared/contracts/common';
import { formatNumber } from '@/shared/i18n/format';
import { customersText } from '../i18n';

export function Pager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  if (pages <= 1) return null;
  return (
    <nav
      className="mt-3 flex items-center gap-2"
      aria-label={customersText.t('pageOf', { page: meta.page, pages })}
    >
      <button
        type="button"
        className="btn btn-sm"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {customersText.t('previous')}
      </button>
      <span className="text-sm">
        {customersText.t('pageOf', { page: formatNumber(meta.page), pages: formatNumber(pages) })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {customersText.t('next')}
      </button>
    </nav>
  );
}
