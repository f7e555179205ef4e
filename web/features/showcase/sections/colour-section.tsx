import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

// The daisyUI theme tokens of web/app/styles.css; primary is the agricultural green of docs/product/web-app.md (#047857).
const SWATCHES = [
  ['primary', 'bg-primary text-primary-content'],
  ['secondary', 'bg-secondary text-secondary-content'],
  ['accent', 'bg-accent text-accent-content'],
  ['neutral', 'bg-neutral text-neutral-content'],
  ['base-100', 'bg-base-100 text-base-content border border-base-300'],
  ['base-200', 'bg-base-200 text-base-content'],
  ['base-300', 'bg-base-300 text-base-content'],
  ['info', 'bg-info text-info-content'],
  ['success', 'bg-success text-success-content'],
  ['warning', 'bg-warning text-warning-content'],
  ['error', 'bg-error text-error-content'],
] as const;

export function ColourSection() {
  return (
    <ShowcaseSection
      id="colours"
      title={showcaseText.t('colours')}
      text={showcaseText.t('themeTokensTheyChangeWith')}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {SWATCHES.map(([name, cls]) => (
          <li key={name} className={`flex h-20 items-end rounded-box p-3 font-mono text-sm ${cls}`}>
            {name}
          </li>
        ))}
      </ul>
    </ShowcaseSection>
  );
}
