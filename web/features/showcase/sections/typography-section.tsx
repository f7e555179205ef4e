import { ShowcaseSection } from '../showcase-section';
import { showcaseText } from '@/web/features/showcase/i18n';

export function TypographySection() {
  return (
    <ShowcaseSection id="typography" title={showcaseText.t('typography')}>
      <div className="space-y-3">
        <p className="text-4xl font-bold">{showcaseText.t('heading1Text4xlBold')}</p>
        <p className="text-3xl font-bold">{showcaseText.t('heading2Text3xlBold')}</p>
        <p className="text-2xl font-semibold">{showcaseText.t('heading3Text2xlSemibold')}</p>
        <p className="text-xl font-semibold">{showcaseText.t('heading4TextXlSemibold')}</p>
        <p>{showcaseText.t('bodyTextShambaKeepsA')}</p>
        <p className="text-sm text-base-content/70">{showcaseText.t('smallMutedTextForHints')}</p>
        <p>
          <a className="link link-primary" href="#typography">
            {showcaseText.t('aLink')}
          </a>{' '}
          · <code className="rounded bg-base-200 px-1 font-mono">{showcaseText.t('inlineCode')}</code> ·{' '}
          <kbd className="kbd kbd-sm">{showcaseText.t('esc')}</kbd>
        </p>
      </div>
    </ShowcaseSection>
  );
}
