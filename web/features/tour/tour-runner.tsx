// Loaded only when the tour is first started (tour.tsx), so react-joyride stays out of the initial bundle.
import { Component, useMemo, type ReactNode } from 'react';
import { Joyride, type EventData } from 'react-joyride';
import { useLanguage, useText } from '@/shared/i18n/react';
import { tourText } from './i18n';
import { tourSteps } from './tour-steps';
import {
  TOUR_STYLES,
  isTourOver,
  tourLocale,
  tourOptions,
  validTourSteps,
  warnTargetMissing,
  type TourDismissal,
} from './tour-config';

type Props = TourDismissal & { onEnd: () => void };

/** Tooltip colours follow the page theme (docs/product/web-app.md Theme); joyride styles inline, so daisyUI cannot reach them. */
function themeColours() {
  const dark = document.documentElement.classList.contains('dark');
  return dark
    ? { backgroundColor: '#1d2321', arrowColor: '#1d2321', textColor: '#e7ece9' }
    : { backgroundColor: '#ffffff', arrowColor: '#ffffff', textColor: '#1c2420' };
}

/** A failure inside the tour ends the tour, never the page around it. */
class TourBoundary extends Component<{ onEnd: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Tour: the walkthrough failed and was closed.', error);
    this.props.onEnd();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function TourRunner(props: Props) {
  return (
    <TourBoundary onEnd={props.onEnd}>
      <JoyrideTour {...props} />
    </TourBoundary>
  );
}

function JoyrideTour({ onEnd, closeOnEscape, closeOnOverlayClick }: Props) {
  // The steps and buttons in the language shown now (waits for the tour's texts in it).
  useText(tourText);
  const language = useLanguage();
  const steps = useMemo(() => validTourSteps(tourSteps((key) => tourText.tIn(language, key))), [language]);
  const locale = useMemo(() => tourLocale((key, values) => tourText.tIn(language, key, values)), [language]);
  const options = useMemo(
    () => ({ ...tourOptions({ closeOnEscape, closeOnOverlayClick }), ...themeColours() }),
    [closeOnEscape, closeOnOverlayClick],
  );

  function onEvent(data: EventData) {
    if (data.type === 'error:target_not_found') warnTargetMissing(data.step, data.index);
    if (isTourOver(data)) onEnd();
  }

  return (
    <Joyride
      run
      continuous
      scrollToFirstStep
      steps={steps}
      options={options}
      locale={locale}
      styles={TOUR_STYLES}
      onEvent={onEvent}
    />
  );
}
