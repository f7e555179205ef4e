import { BadgeSection } from './sections/badge-section';
import { ButtonSection } from './sections/button-section';
import { ColourSection } from './sections/colour-section';
import { InputSection } from './sections/input-section';
import { ThemePreviewSection } from './sections/theme-preview-section';
import { ToastSection } from './sections/toast-section';
import { TypographySection } from './sections/typography-section';
import { showcaseText, type ShowcaseTextKey } from '@/web/features/showcase/i18n';

// Section id and the catalogue key of its name.
const TOC: readonly (readonly [string, ShowcaseTextKey])[] = [
  ['badges', 'badge'],
  ['buttons', 'buttons'],
  ['inputs', 'inputs'],
  ['toasts', 'toasts'],
  ['typography', 'typography'],
  ['colours', 'colours'],
  ['themes', 'lightAndDark'],
];

/** docs/product/web-app.md /design-system-showcase (any signed-in user): the shared building blocks in one place. */
export function DesignSystemPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6">
      <header>
        <h1 className="text-3xl font-bold">{showcaseText.t('designSystem')}</h1>
        <p className="mt-1 text-base-content/70">{showcaseText.t('theComponentsAndTokensThe')}</p>
        <nav aria-label={showcaseText.t('showcaseSections')} className="mt-4 flex flex-wrap gap-2">
          {TOC.map(([id, label]) => (
            <a key={id} href={`#${id}`} className="btn btn-sm btn-ghost">
              {showcaseText.t(label)}
            </a>
          ))}
        </nav>
      </header>
      <BadgeSection />
      <ButtonSection />
      <InputSection />
      <ToastSection />
      <TypographySection />
      <ColourSection />
      <ThemePreviewSection />
    </div>
  );
}
