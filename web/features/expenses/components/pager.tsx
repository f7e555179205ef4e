// Server paging (25 rows a page): Previous / Next with where you are.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { expensesText } from '../i18n';

export function Pager({
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
    <nav aria-label={expensesText.t('pages')} className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button type="button" className="btn btn-sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {expensesText.t('previous')}
      </button>
      <span aria-current="page" className="px-2 text-base-content/70">
        {expensesText.t('pageOfPages', { page, pages })}
      </span>
      <button type="button" className="btn btn-sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {expensesText.t('next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
