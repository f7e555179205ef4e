import Plus from 'lucide-react/icons/plus';
import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

const COLOURS = [
  'btn-primary',
  'btn-secondary',
  'btn-accent',
  'btn-neutral',
  'btn-info',
  'btn-success',
  'btn-warning',
  'btn-error',
];
const STYLES = ['btn-outline', 'btn-soft', 'btn-dash', 'btn-ghost', 'btn-link'];
const SIZES = ['btn-xs', 'btn-sm', 'btn-md', 'btn-lg'];

export function ButtonSection() {
  return (
    <ShowcaseSection
      id="buttons"
      title={showcaseText.t('buttons')}
      text={showcaseText.t('daisyui5ButtonClasses')}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap gap-2">
          {COLOURS.map((c) => (
            <button key={c} type="button" className={`btn ${c}`}>
              {c.replace('btn-', '')}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {STYLES.map((s) => (
            <button key={s} type="button" className={`btn btn-primary ${s}`}>
              {s.replace('btn-', '')}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {SIZES.map((s) => (
            <button key={s} type="button" className={`btn btn-primary ${s}`}>
              {s.replace('btn-', '')}
            </button>
          ))}
          <button type="button" className="btn btn-primary">
            <Plus aria-hidden="true" className="size-4" /> {showcaseText.t('withIcon')}
          </button>
          <button type="button" className="btn btn-primary btn-square" aria-label={showcaseText.t('add')}>
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className="btn btn-primary" disabled>
            {showcaseText.t('disabled')}
          </button>
          <button type="button" className="btn btn-primary">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />{' '}
            {showcaseText.t('saving')}
          </button>
        </div>
      </div>
    </ShowcaseSection>
  );
}
