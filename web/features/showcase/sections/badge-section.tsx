import { Badge } from '@/shared/ui/badge';
import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

// docs/product/web-app.md Badge: every variant in every size.
export const BADGE_VARIANTS = [
  'default',
  'primary',
  'success',
  'warning',
  'danger',
  'info',
  'outline',
] as const;
export const BADGE_SIZES = ['sm', 'md', 'lg'] as const;

export function BadgeSection() {
  return (
    <ShowcaseSection
      id="badges"
      title={showcaseText.t('badge')}
      text={showcaseText.t('sharedUiBadgeTsxSeven')}
    >
      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{showcaseText.t('variant')}</th>
              {BADGE_SIZES.map((s) => (
                <th key={s} scope="col">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {BADGE_VARIANTS.map((v) => (
              <tr key={v}>
                <th scope="row" className="font-mono text-sm font-normal">
                  {v}
                </th>
                {BADGE_SIZES.map((s) => (
                  <td key={s}>
                    <Badge variant={v} size={s}>
                      {v}
                    </Badge>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ShowcaseSection>
  );
}
