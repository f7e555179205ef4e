import { Badge } from '@/shared/ui/badge';
import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

const THEMES = ['light', 'dark'] as const;

// daisyUI scopes a theme to any element with data-theme, so both modes render side by side.
export function ThemePreviewSection() {
  return (
    <ShowcaseSection id="themes" title={showcaseText.t('lightAndDarkPreview')}>
      <div className="grid gap-4 md:grid-cols-2">
        {THEMES.map((theme) => (
          <div
            key={theme}
            data-theme={theme}
            className="rounded-box border border-base-300 bg-base-200 p-5 text-base-content"
          >
            <p className="mb-3 text-sm font-semibold capitalize">{showcaseText.t(theme)}</p>
            <div className="card bg-base-100 shadow-sm">
              <div className="card-body gap-3">
                <div className="flex items-center justify-between">
                  <h3 className="card-title text-base">{showcaseText.t('maizeSeedH614')}</h3>
                  <Badge variant="warning" size="sm">
                    {showcaseText.t('lowStock')}
                  </Badge>
                </div>
                <p className="text-sm text-base-content/70">{showcaseText.t('mainStoreSampleCardFor')}</p>
                <input
                  className="input input-sm w-full"
                  aria-label={showcaseText.t('sampleInputTheme', { theme: showcaseText.t(theme) })}
                  placeholder={showcaseText.t('searchItems')}
                />
                <div className="card-actions justify-end">
                  <button type="button" className="btn btn-sm btn-ghost">
                    {showcaseText.t('transfer')}
                  </button>
                  <button type="button" className="btn btn-sm btn-primary">
                    {showcaseText.t('consume')}
                  </button>
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </ShowcaseSection>
  );
}
