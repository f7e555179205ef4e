import { BadgeSection } from './sections/badge-section';
import { ButtonSection } from './sections/button-section';
import { ColourSection } from './sections/colour-section';
import { InputSection } from './sections/input-section';
import { ThemePreviewSection } from './sections/theme-preview-section';
import { ToastSection } from './sections/toast-section';
import { TypographySection } from './sections/typography-section';
import { showcaseText } from '@/web/features/showcase/i18n';

const TOC = [
  ['badges', 'Badge'],
  ['buttons', 'Buttons'],
  ['inputs', 'Inputs'],
  ['toasts', 'Toasts'],
  ['typography', 'Typography'],
  ['colours', 'Colours'],
  ['themes', 'Light and dark'],
] as const;

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
              {label}
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
