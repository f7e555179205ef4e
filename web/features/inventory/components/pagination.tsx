// Server paging (25 rows a page), Previous / Next with where you are.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PageMeta } from '@/shared/contracts/common';
import { inventoryText } from '@/web/features/inventory/i18n';

export function Pagination({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={inventoryText.t('pages')} className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => onPage(meta.page - 1)}
        disabled={meta.page <= 1}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {inventoryText.t('previous')}
      </button>
      <span aria-current="page" className="px-2 text-base-content/70">
        {inventoryText.t('pagePageOfPages', { page: meta.page, pages: pages })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => onPage(meta.page + 1)}
        disabled={meta.page >= pages}
      >
        {inventoryText.t('next')}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
