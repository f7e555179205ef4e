import toast from 'react-hot-toast';
import Sprout from 'lucide-react/icons/sprout';
import { ShowcaseSection } from '../showcase-section';
import { TOAST_DURATIONS } from '@/shared/settings/toast-defaults';

const seconds = (ms: number) => (Number.isFinite(ms) ? `${ms / 1000} s` : 'until dismissed');

function customToast() {
  toast.custom(
    (t) => (
      <div
        role="status"
        className={`alert alert-info shadow-lg transition ${t.visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <Sprout aria-hidden="true" className="size-5" />
        <span>A custom toast, rendered with daisyUI classes.</span>
        <button type="button" className="btn btn-ghost btn-xs" onClick={() => toast.dismiss(t.id)}>
          Close
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
      title="Toasts"
      text="react-hot-toast with the docs/product/web-app.md durations."
    >
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-success"
          onClick={() => toast.success('Storage location added', { duration: TOAST_DURATIONS.success })}
        >
          Success ({seconds(TOAST_DURATIONS.success)})
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={() => toast.error('Failed to delete location', { duration: TOAST_DURATIONS.error })}
        >
          Error ({seconds(TOAST_DURATIONS.error)})
        </button>
        <button
          type="button"
          className="btn btn-info"
          onClick={() => toast.loading('Saving…', { duration: TOAST_DURATIONS.loading })}
        >
          Loading ({seconds(TOAST_DURATIONS.loading)})
        </button>
        <button type="button" className="btn btn-accent" onClick={customToast}>
          Custom ({seconds(TOAST_DURATIONS.default)})
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => toast.dismiss()}>
          Dismiss all
        </button>
      </div>
    </ShowcaseSection>
  );
}
