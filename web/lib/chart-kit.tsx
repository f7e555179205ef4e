// The charts the finance pages draw, as a kit a route hands to its page (docs/decisions/039 "Charts"): features
// never import each other, and the charts library must load only with the finance routes, so the finance route
// files pass web/features/charts's kit in through this context and the pages ask for it here. Without a kit
// (a test, a page outside the finance routes) the charts are left out; every figure is on the page as text too.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface ChartSeries {
  key: string;
  name: string;
  color?: string;
}

interface Sized {
  height?: number;
  /** A fixed width (tests, print); without it the chart fills its container. */
  width?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

export interface MoneyBarChartProps extends Sized {
  data: Record<string, string | number>[];
  /** The field naming each bar group (a month, a category). */
  category: string;
  series: ChartSeries[];
  format: (minor: number) => string;
  formatAxis?: (minor: number) => string;
  layout?: 'horizontal' | 'vertical';
}

export interface MoneyPieChartProps extends Sized {
  data: { name: string; value: number }[];
  format: (value: number) => string;
}

/** Lines over an ordered category (a month, a day); `format` writes any figure, money or not. */
export type LineChartProps = Omit<MoneyBarChartProps, 'layout'>;

export interface ChartKit {
  Bar: ComponentType<MoneyBarChartProps>;
  Pie: ComponentType<MoneyPieChartProps>;
  Line: ComponentType<LineChartProps>;
}

const ChartKitContext = createContext<ChartKit | null>(null);

export function ChartKitProvider({ kit, children }: { kit: ChartKit; children: ReactNode }) {
  return <ChartKitContext.Provider value={kit}>{children}</ChartKitContext.Provider>;
}

/** The kit the route provided, or null: draw no chart. */
export const useChartKit = () => useContext(ChartKitContext);

/** 1234500 minor → "12.3k": axis ticks stay short; the tooltips and figures give the exact amount. */
export function shortAmount(minor: number): string {
  const units = minor / 100;
  const abs = Math.abs(units);
  if (abs >= 1_000_000) return `${Math.round(units / 100_000) / 10}M`;
  if (abs >= 1_000) return `${Math.round(units / 100) / 10}k`;
  return String(Math.round(units));
}
