import { Badge } from '@/shared/ui/badge';
import { ShowcaseSection } from '../showcase-section';

// daisyUI scopes a theme to any element with data-theme, so both modes render side by side.
export function ThemePreviewSection() {
  return (
    <ShowcaseSection id="themes" title="Light and dark preview">
      <div className="grid gap-4 md:grid-cols-2">
        {(['light', 'dark'] as const).map((theme) => (
          <div
            key={theme}
            data-theme={theme}
            className="rounded-box border border-base-300 bg-base-200 p-5 text-base-content"
          >
            <p className="mb-3 text-sm font-semibold capitalize">{theme}</p>
            <div className="card bg-base-100 shadow-sm">
              <div className="card-body gap-3">
                <div className="flex items-center justify-between">
                  <h3 className="card-title text-base">Maize seed (H614)</h3>
                  <Badge variant="warning" size="sm">
                    Low stock
                  </Badge>
                </div>
                <p className="text-sm text-base-content/70">Main store · sample card for the preview</p>
                <input
                  className="input input-sm w-full"
                  aria-label={`Sample input, ${theme}`}
                  placeholder="Search items"
                />
                <div className="card-actions justify-end">
                  <button type="button" className="btn btn-sm btn-ghost">
                    Transfer
                  </button>
                  <button type="button" className="btn btn-sm btn-primary">
                    Consume
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
