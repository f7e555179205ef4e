import toast from 'react-hot-toast';
import Sprout from 'lucide-react/icons/sprout';
import { ShowcaseSection } from '../showcase-section';
import { TOAST_DURATIONS } from '@/shared/settings/toast-defaults';
import { formatNumber } from '@/shared/i18n/format';
import { showcaseText } from '@/web/features/showcase/i18n';

const seconds = (ms: number) =>
  Number.isFinite(ms)
    ? showcaseText.t('durationSeconds', { seconds: formatNumber(ms / 1000) })
    : showcaseText.t('untilDismissed');

function customToast() {
  toast.custom(
    (t) => (
      <div
        role="status"
        className={`alert alert-info shadow-lg transition ${t.visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <Sprout aria-hidden="true" className="size-5" />
        <span>{showcaseText.t('aCustomToastRenderedWith')}</span>
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => toast.dismiss(t.id)}>
          {showcaseText.t('close')}
        </button>
      </div>
    ),
    { duration: TOAST_DURATIONS.default },
  );
}

/** Fires react-hot-toast with the durations of docs/product/web-app.md Toasts. The app's Toaster renders them. */
export function ToastSection() {
  return (
    <ShowcaseSection
      id="toasts"
      title={showcaseText.t('toasts')}
      text={showcaseText.t('reactHotToastWithThe')}
    >
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-success"
          onClick={() =>
            toast.success(showcaseText.t('storageLocationAdded'), { duration: TOAST_DURATIONS.success })
          }
        >
          {showcaseText.t('successSeconds', { seconds: seconds(TOAST_DURATIONS.success) })}
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={() =>
            toast.error(showcaseText.t('failedToDeleteLocation'), { duration: TOAST_DURATIONS.error })
          }
        >
          {showcaseText.t('errorSeconds', { seconds: seconds(TOAST_DURATIONS.error) })}
        </button>
        <button
          type="button"
          className="btn btn-info"
          onClick={() => toast.loading(showcaseText.t('saving2'), { duration: TOAST_DURATIONS.loading })}
        >
          {showcaseText.t('loadingSeconds', { seconds: seconds(TOAST_DURATIONS.loading) })}
        </button>
        <button type="button" className="btn btn-accent" onClick={customToast}>
          {showcaseText.t('customSeconds', { seconds: seconds(TOAST_DURATIONS.default) })}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => toast.dismiss()}>
          {showcaseText.t('dismissAll')}
        </button>
      </div>
    </ShowcaseSection>
  );
}
