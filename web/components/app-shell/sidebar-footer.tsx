import { CircleHelp } from 'lucide-react';
import { useTour } from '@/web/features/tour/tour';
import { componentsText } from '@/web/components/i18n';

/** docs/product/web-app.md: product name, current year, Version 1.0.0 and a help button that starts the tour. */
export function SidebarFooter() {
  const { start } = useTour();
  return (
    <footer className="flex items-center justify-between gap-2 border-t border-base-300 px-4 py-3 text-xs text-base-content/70">
      <div>
        <p className="font-semibold text-base-content">{componentsText.t('shamba')}</p>
        <p>{componentsText.t('valueVersion100', { value: new Date().getFullYear() })}</p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-sm"
        aria-label={componentsText.t('startTheGuidedTour')}
        title={componentsText.t('startTheGuidedTour')}
        data-tour="help"
        onClick={() => start()}
      >
        <CircleHelp className="h-5 w-5" aria-hidden="true" />
      </button>
    </footer>
  );
}
