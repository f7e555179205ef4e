// Loaded only when the tour is first started (tour.tsx), so react-joyride stays out of the initial bundle.
import { useMemo } from 'react';
import { Joyride, type EventData } from 'react-joyride';
import { TOUR_STEPS } from './tour-steps';
import {
  TOUR_LOCALE,
  isTourOver,
  tourOptions,
  validTourSteps,
  warnTargetMissing,
  type TourDismissal,
} from './tour-config';

type Props = TourDismissal & { onEnd: () => void };

/** Tooltip colours follow the page theme (SPEC §4 Theme); joyride styles inline, so daisyUI cannot reach them. */
function themeColours() {
  const dark = document.documentElement.classList.contains('dark');
  return dark
    ? { backgroundColor: '#1d2321', arrowColor: '#1d2321', textColor: '#e7ece9' }
    : { backgroundColor: '#ffffff', arrowColor: '#ffffff', textColor: '#1c2420' };
}

export function TourRunner({ onEnd, closeOnEscape, closeOnOverlayClick }: Props) {
  const steps = useMemo(() => validTourSteps(TOUR_STEPS), []);
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
      locale={TOUR_LOCALE}
      onEvent={onEvent}
    />
  );
}
