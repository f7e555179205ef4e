// The recharts wrapper draws in jsdom at a fixed size: bars for each series and month, a pie slice per category,
// and a label for screen readers; short axis amounts.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortAmount } from '@/web/lib/chart-kit';
import { MoneyBarChart, MoneyPieChart, TrendLineChart, rechartsKit } from './charts';

const money = (minor: number) => `KES ${(minor / 100).toFixed(2)}`;

describe('charts', () => {
  it('draws a bar per series and group at a fixed size', () => {
    const { container } = render(
      <MoneyBarChart
        label="Income and expenses by month"
        width={600}
        height={300}
        data={[
          { month: '2026-01', income: 500_000, expense: 200_000 },
          { month: '2026-02', income: 100_000, expense: 300_000 },
        ]}
        category="month"
        series={[
          { key: 'income', name: 'Income' },
          { key: 'expense', name: 'Expenses' },
        ]}
        format={money}
      />,
    );
    expect(screen.getByRole('img', { name: 'Income and expenses by month' })).toBeInTheDocument();
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4);
    expect(screen.getByText('2026-01')).toBeInTheDocument();
  });

  it('draws a slice per category', () => {
    const { container } = render(
      <MoneyPieChart
        label="Expenses by category"
        width={400}
        height={300}
        data={[
          { name: 'Fertilizer', value: 250_000 },
          { name: 'Labour', value: 300_000 },
        ]}
        format={money}
      />,
    );
    expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(2);
    expect(rechartsKit).toEqual({ Bar: MoneyBarChart, Pie: MoneyPieChart, Line: TrendLineChart });
  });

  it('draws a line per series, labelled for screen readers', () => {
    const { container } = render(
      <TrendLineChart
        label="Cash balance by month"
        width={500}
        height={300}
        data={[
          { month: '2026-01', balance: 100_000 },
          { month: '2026-02', balance: 250_000 },
        ]}
        category="month"
        series={[{ key: 'balance', name: 'Balance' }]}
        format={money}
      />,
    );
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Cash balance by month' })).toBeInTheDocument();
    expect(screen.getByText('2026-02')).toBeInTheDocument();
  });

  it('writes short axis amounts', () => {
    expect([shortAmount(12_345_00), shortAmount(250_000_000_00), shortAmount(950_00)]).toEqual([
      '12.3k',
      '250M',
      '950',
    ]);
  });
});
