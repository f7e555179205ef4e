// Joyride settings of docs/product/web-app.md Tour, plus the pure rules the runner applies. Type-only imports from
// react-joyride keep this file (and TourProvider) free of the library until the tour is started.
import type { EventData, Locale, Options, PartialDeep, Step, StepMerged, Styles } from 'react-joyride';
import { tourText, type TourTextKey } from './i18n';

/**
 * The key of the docs/product/web-app.md label "Next (Step {step} of {steps})", verbatim in the tour's English
 * catalogue. Joyride 3 names its placeholders {current} and {total}, so those are what the label is filled with.
 */
export const NEXT_WITH_PROGRESS_LABEL = 'nextWithProgress' satisfies TourTextKey;

/** Joyride's button labels in the current language. */
export function tourLocale(
  t: (key: TourTextKey, values?: Record<string, unknown>) => string = tourText.t,
): Locale {
  return {
    back: t('back'),
    close: t('close'),
    last: t('last'),
    next: t('next'),
    nextWithProgress: t(NEXT_WITH_PROGRESS_LABEL, { step: '{current}', steps: '{total}' }),
    skip: t('skip'),
  };
}

/** docs/product/web-app.md Tour: width 280 px, black overlay at 0.4, primary #047857, scroll offset 80, layer 10000. */
export const TOUR_OPTIONS = {
  width: 280,
  overlayColor: 'rgba(0, 0, 0, 0.4)',
  primaryColor: '#047857',
  scrollOffset: 80,
  zIndex: 10000,
  showProgress: true,
  buttons: ['back', 'close', 'primary', 'skip'],
  dismissKeyAction: 'close',
  overlayClickAction: 'close',
} satisfies Partial<Options>;

/** Compact, left-aligned text suits the narrow 280 px tooltip; the colours come from the options. */
export const TOUR_STYLES: PartialDeep<Styles> = {
  tooltip: { borderRadius: 12, fontSize: 14, padding: 16 },
  tooltipContainer: { textAlign: 'left' },
  tooltipTitle: { fontSize: 16, fontWeight: 600, margin: 0 },
  tooltipContent: { padding: '8px 0 4px', lineHeight: 1.5 },
  buttonPrimary: { borderRadius: 8, fontSize: 14 },
  buttonBack: { fontSize: 14 },
  buttonSkip: { fontSize: 14 },
};

export type TourDismissal = { closeOnEscape?: boolean; closeOnOverlayClick?: boolean };

/** docs/product/web-app.md Tour: Escape or an overlay click closes a tooltip unless disabled. */
export function tourOptions({
  closeOnEscape = true,
  closeOnOverlayClick = true,
}: TourDismissal = {}): Partial<Options> {
  return {
    ...TOUR_OPTIONS,
    dismissKeyAction: closeOnEscape ? 'close' : false,
    overlayClickAction: closeOnOverlayClick ? 'close' : false,
  };
}

/** docs/product/web-app.md: steps must be objects with a target; others are dropped with a console warning. */
export function validTourSteps(steps: readonly unknown[]): Step[] {
  const valid: Step[] = [];
  steps.forEach((step, i) => {
    const target = (step as { target?: unknown } | null)?.target;
    if (step && typeof step === 'object' && !Array.isArray(step) && target) valid.push(step as Step);
    else console.warn(`Tour: step ${i + 1} is not valid (it must be an object with a target); skipping it.`);
  });
  return valid;
}

/** docs/product/web-app.md Tour: finishing or skipping closes the tour. */
export function isTourOver(data: Pick<EventData, 'type' | 'status'>): boolean {
  return data.type === 'tour:end' || data.status === 'finished' || data.status === 'skipped';
}

/** docs/product/web-app.md tour warning: joyride moves past the step itself; we only say why in the console. */
export function warnTargetMissing(step: Pick<StepMerged, 'id' | 'target'>, index: number): void {
  const target = typeof step.target === 'string' ? step.target : 'element';
  console.warn(
    `Tour: step ${index + 1} (${step.id ?? 'unnamed'}) skipped, target ${target} is not mounted or not visible.`,
  );
}
