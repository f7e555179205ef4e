// The finance pages' charts: a thin wrapper around recharts, the one place that imports it, so the library lands
// only in the lazy chunks of the finance routes (docs/decisions/039 "Charts"), never in the app shell. Values are
// whole minor units; `format` writes them as money in the farm's currency. Give `width` for a fixed size (tests,
// print); without it the chart fills its container. The finance routes pass `rechartsKit` to their pages through
// web/lib/chart-kit.tsx, since features never import each other.
import type { ReactElement } from 'react';
import type { ChartKit, LineChartProps, MoneyBarChartProps, MoneyPieChartProps } from '@/web/lib/chart-kit';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// recharts' own option values (not text people read).
const LAYOUTS = { vertical: 'vertical', horizontal: 'horizontal' } as const;
const PIE_KEYS = { dataKey: 'value', nameKey: 'name' } as const;
const INK = 'currentColor';

// Axes, grid and tooltips take the theme's text and surface colours, so a chart reads in dark mode too.
const AXIS = { stroke: INK, tick: { fill: INK, fontSize: 12 } } as const;
const GRID = { strokeDasharray: '3 3', stroke: INK, strokeOpacity: 0.15 } as const;
const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--color-base-100)',
    color: 'var(--color-base-content)',
    borderColor: 'var(--color-base-300)',
  },
  itemStyle: { color: 'var(--color-base-content)' },
} as const;

/** Colours that read apart in light and dark themes and for the common colour blindnesses. */
export const CHART_COLORS = [
  '#2f855a',
  '#c05621',
  '#2b6cb0',
  '#b7791f',
  '#6b46c1',
  '#c53030',
  '#2c7a7b',
  '#718096',
];

function Frame({
  width,
  height,
  label,
  children,
}: {
  width?: number;
  height: number;
  label: string;
  children: ReactElement;
}) {
  return (
    <figure role="img" aria-label={label} className="w-full" style={{ height }}>
      {width ? (
        children
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      )}
    </figure>
  );
}

export function MoneyBarChart(props: MoneyBarChartProps) {
  const { data, category, series, format, formatAxis = format, height = 280, width, label } = props;
  const vertical = props.layout === 'vertical';
  return (
    <Frame width={width} height={height} label={label}>
      <BarChart
        data={data}
        width={width}
        height={height}
        layout={vertical ? LAYOUTS.vertical : LAYOUTS.horizontal}
      >
        <CartesianGrid {...GRID} />
        {vertical ? (
          <>
            <XAxis {...AXIS} type="number" tickFormatter={formatAxis} />
            <YAxis {...AXIS} type="category" dataKey={category} width={110} />
          </>
        ) : (
          <>
            <XAxis {...AXIS} dataKey={category} />
            <YAxis {...AXIS} tickFormatter={formatAxis} width={70} />
          </>
        )}
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => format(Number(value))} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color ?? CHART_COLORS[i % CHART_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

export function MoneyPieChart({ data, format, height = 260, width, label }: MoneyPieChartProps) {
  return (
    <Frame width={width} height={height} label={label}>
      <PieChart width={width} height={height}>
        <Pie data={data} {...PIE_KEYS} outerRadius="80%" isAnimationActive={false}>
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => format(Number(value))} />
        <Legend />
      </PieChart>
    </Frame>
  );
}

/** Lines over an ordered category (months, days): money or any other figure, as `format` writes it. */
export function TrendLineChart(props: LineChartProps) {
  const { data, category, series, format, formatAxis = format, height = 280, width, label } = props;
  return (
    <Frame width={width} height={height} label={label}>
      <LineChart data={data} width={width} height={height}>
        <CartesianGrid {...GRID} />
        <XAxis {...AXIS} dataKey={category} />
        <YAxis {...AXIS} tickFormatter={formatAxis} width={70} />
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => format(Number(value))} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color ?? CHART_COLORS[i % CHART_COLORS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}

/** The recharts kit the finance and report routes hand to their pages (web/lib/chart-kit.tsx). */
export const rechartsKit: ChartKit = { Bar: MoneyBarChart, Pie: MoneyPieChart, Line: TrendLineChart };
