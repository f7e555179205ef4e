// Server paging: Previous / Next with where you are.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { salesText } from '../i18n';

export function SalesPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={salesText.t('pages')} className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button type="button" className="btn btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {salesText.t('previous')}
      </button>
      <span aria-current="page" className="px-2 text-base-content/70">
        {salesText.t('pageOfPages', { page, pages })}
      </span>
      <button type="button" className="btn btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {salesText.t('next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
