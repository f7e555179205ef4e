import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/shared/i18n/runtime';
import { tourText } from './i18n';
import { tourSteps } from './tour-steps';
import {
  NEXT_WITH_PROGRESS_LABEL,
  TOUR_OPTIONS,
  isTourOver,
  tourLocale,
  tourOptions,
  validTourSteps,
} from './tour-config';

afterEach(() => vi.restoreAllMocks());

const TOUR_STEPS = tourSteps();

describe('tour steps (docs/product/web-app.md)', () => {
  it('has the fourteen steps in order with their targets', () => {
    expect(TOUR_STEPS.map((s) => [s.id, s.target])).toEqual([
      ['welcome', 'body'],
      ['navigation', '[data-tour="navigation"]'],
      ['dashboard', '[data-tour="dashboard"]'],
      ['dashboard-overview', '[data-tour="dashboard-overview"]'],
      ['quick-actions', '[data-tour="quick-actions"]'],
      ['farm-management', '[data-tour="farm-management"]'],
      ['finance', '[data-tour="finance"]'],
      ['inventory', '[data-tour="inventory"]'],
      ['task-management', '[data-tour="task-management"]'],
      ['reports', '[data-tour="reports"]'],
      ['user-management', '[data-tour="user-management"]'],
      ['settings', '[data-tour="settings"]'],
      ['help', '[data-tour="help"]'],
      ['all-set', 'body'],
    ]);
  });

  it('centres the welcome and all-set steps only', () => {
    const centred = TOUR_STEPS.filter((s) => s.placement === 'center').map((s) => s.id);
    expect(centred).toEqual(['welcome', 'all-set']);
  });

  it('gives every step a title and content', () => {
    for (const step of TOUR_STEPS) {
      expect(step.title).toBeTruthy();
      expect(step.content).toBeTruthy();
    }
  });

  it('are all valid, so no warning is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validTourSteps(TOUR_STEPS)).toHaveLength(14);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('tour settings (docs/product/web-app.md labels and Tour)', () => {
  it('uses the button labels of docs/product', () => {
    const label = tourText.t(NEXT_WITH_PROGRESS_LABEL, { step: '{step}', steps: '{steps}' });
    expect(label).toBe('Next (Step {step} of {steps})');
    expect(tourLocale()).toEqual({
      back: 'Back',
      close: 'Close',
      last: 'Last',
      next: 'Next',
      nextWithProgress: 'Next (Step {current} of {total})',
      skip: 'Skip',
    });
  });

  it('uses the documented joyride options and shows progress and skip', () => {
    expect(TOUR_OPTIONS).toMatchObject({
      width: 280,
      overlayColor: 'rgba(0, 0, 0, 0.4)',
      primaryColor: '#047857',
      scrollOffset: 80,
      zIndex: 10000,
      showProgress: true,
    });
    expect(TOUR_OPTIONS.buttons).toContain('skip');
  });

  it('lets Escape and overlay clicks close a tooltip unless disabled', () => {
    expect(tourOptions()).toMatchObject({ dismissKeyAction: 'close', overlayClickAction: 'close' });
    expect(tourOptions({ closeOnEscape: false, closeOnOverlayClick: false })).toMatchObject({
      dismissKeyAction: false,
      overlayClickAction: false,
    });
  });
});

describe('step validation (docs/product/web-app.md console-only warnings)', () => {
  it('drops steps that are not objects with a target and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = { target: '[data-tour="help"]', content: 'Help' };
    const result = validTourSteps([good, null, 'step', { content: 'no target' }, []]);
    expect(result).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('isTourOver (docs/product/web-app.md Tour)', () => {
  it.each([
    [{ type: 'tour:end', status: 'finished' }, true],
    [{ type: 'tour:status', status: 'skipped' }, true],
    [{ type: 'step:after', status: 'finished' }, true],
    [{ type: 'step:after', status: 'running' }, false],
    [{ type: 'error:target_not_found', status: 'running' }, false],
  ] as const)('%o → %s', (data, over) => {
    expect(isTourOver(data)).toBe(over);
  });
});

describe('the tour in Kiswahili', () => {
  beforeAll(() => setLanguage('sw'));
  afterAll(() => setLanguage('en'));

  it('reads its steps and buttons in the language chosen', () => {
    const steps = tourSteps();
    expect(steps[0]).toMatchObject({ id: 'welcome', title: 'Karibu Shamba' });
    expect(steps.find((s) => s.id === 'inventory')?.title).toBe('Hesabu ya mali');
    expect(tourLocale()).toMatchObject({
      back: 'Nyuma',
      skip: 'Ruka',
      nextWithProgress: 'Endelea (Hatua {current} kati ya {total})',
    });
  });
});
