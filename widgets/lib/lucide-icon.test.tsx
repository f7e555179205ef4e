// The loader's slim createLucideIcon (widgets/vite.config.ts swaps it in) draws exactly the <svg> lucide-react
// draws, for the icons the widgets show and the ways they are used.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowRightLeft, Bell, MinusCircle, RotateCcw, Search, Wheat } from 'lucide-react';
import * as arrowRightLeft from 'lucide-react/icons/arrow-right-left';
import * as bell from 'lucide-react/icons/bell';
import * as circleMinus from 'lucide-react/icons/circle-minus';
import * as rotateCcw from 'lucide-react/icons/rotate-ccw';
import * as search from 'lucide-react/icons/search';
import * as wheat from 'lucide-react/icons/wheat';
import createLucideIcon from './lucide-icon';

/** Each icon module exports its data beside the component (lucide's own types name only the component). */
const dataOf = (module: object) =>
  (module as { __iconData: Parameters<typeof createLucideIcon>[0] }).__iconData;

const ICONS: [string, ComponentType<Record<string, unknown>>, object][] = [
  ['ArrowRightLeft', ArrowRightLeft, arrowRightLeft],
  ['Bell', Bell, bell],
  ['MinusCircle', MinusCircle, circleMinus],
  ['RotateCcw', RotateCcw, rotateCcw],
  ['Search', Search, search],
  ['Wheat', Wheat, wheat],
];

const USES: Record<string, unknown>[] = [
  { className: 'h-3.5 w-3.5', 'aria-hidden': 'true' },
  { className: 'pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-base-content/50' },
  {},
  { 'aria-label': 'Notifications', size: 20, strokeWidth: 1.5, color: 'red' },
  { className: 'lucide extra  spaced', role: 'img' },
];

describe('the widgets’ slim lucide icons', () => {
  it.each(ICONS)('%s reads the same as lucide-react’s', (_name, Lucide, module) => {
    const Slim = createLucideIcon(dataOf(module));
    for (const props of USES) {
      expect(renderToStaticMarkup(createElement(Slim, props))).toBe(
        renderToStaticMarkup(createElement(Lucide, props)),
      );
    }
  });
});
