// A small line chart of one lab value over time (docs/product/fields-and-soil.md "Trend"): plain SVG, since the
// app carries no chart library and one line with its points is all a farmer needs here. Dates are spaced by
// time, not by sample, so a long gap between tests shows as one.
import type { SoilTrendPoint } from '@/shared/api/soil-samples';
import { formatNumber } from '@/shared/i18n/format';
import { soilText } from '../i18n';
import { formatDay } from './format-day';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 48 };

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function SoilTrendChart({ points, label }: { points: SoilTrendPoint[]; label: string }) {
  if (points.length < 2) return <p className="text-base-content/70">{soilText.t('notEnoughPoints')}</p>;
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // A flat line still gets some height, so its points do not sit on the axis.
  const spread = max - min || Math.abs(max) || 1;
  const low = min - spread * 0.1;
  const high = max + spread * 0.1;
  const first = dayTime(points[0]!.sampled_on);
  const last = dayTime(points.at(-1)!.sampled_on);
  const x = (day: string) =>
    PAD.left + ((dayTime(day) - first) / (last - first || 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((p) => `${x(p.sampled_on).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const summary = soilText.t('chartSummary', {
    count: points.length,
    first: formatDay(points[0]!.sampled_on),
    last: formatDay(points.at(-1)!.sampled_on),
    min: formatNumber(min),
    max: formatNumber(max),
  });

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label}: ${summary}`}
        className="h-auto w-full"
      >
        <line
          x1={PAD.left}
          y1={HEIGHT - PAD.bottom}
          x2={WIDTH - PAD.right}
          y2={HEIGHT - PAD.bottom}
          className="stroke-base-300"
        />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} className="stroke-base-300" />
        {[max, min].map((value) => (
          <text
            key={value}
            x={PAD.left - 6}
            y={y(value) + 4}
            textAnchor="end"
            className="fill-current text-[11px]"
          >
            {formatNumber(value)}
          </text>
        ))}
        <text x={PAD.left} y={HEIGHT - 12} className="fill-current text-[11px]">
          {formatDay(points[0]!.sampled_on)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 12} textAnchor="end" className="fill-current text-[11px]">
          {formatDay(points.at(-1)!.sampled_on)}
        </text>
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-primary" />
        {points.map((p, i) => (
          <circle
            key={`${p.sampled_on}-${i}`}
            cx={x(p.sampled_on)}
            cy={y(p.value)}
            r={4}
            className="fill-primary"
          >
            <title>{`${formatDay(p.sampled_on)}: ${formatNumber(p.value)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="text-sm text-base-content/70">{summary}</figcaption>
    </figure>
  );
}
