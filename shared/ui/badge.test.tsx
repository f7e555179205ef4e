import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_SIZES, BADGE_VARIANTS, Badge } from './badge';
import { Spinner } from './spinner';

describe('Badge (docs/product/web-app.md)', () => {
  it.each([
    ['primary', 'badge-primary'],
    ['success', 'badge-success'],
    ['warning', 'badge-warning'],
    ['danger', 'badge-error'],
    ['info', 'badge-info'],
    ['outline', 'badge-outline'],
  ] as const)('variant %s uses %s', (variant, className) => {
    render(<Badge variant={variant}>Low</Badge>);
    const badge = screen.getByText('Low');
    expect(badge).toHaveClass('badge', className, 'badge-md');
  });

  it('default is the plain daisyUI badge', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New').className).toBe('badge badge-md');
  });

  it.each([
    ['sm', 'badge-sm'],
    ['md', 'badge-md'],
    ['lg', 'badge-lg'],
  ] as const)('size %s uses %s', (size, className) => {
    render(<Badge size={size}>Active</Badge>);
    expect(screen.getByText('Active')).toHaveClass('badge', className);
  });

  it('lists the seven variants and three sizes, and passes other props through', () => {
    expect(BADGE_VARIANTS).toHaveLength(7);
    expect(BADGE_SIZES).toEqual(['sm', 'md', 'lg']);
    render(
      <Badge className="ml-2" title="Error code" data-testid="code">
        404
      </Badge>,
    );
    const badge = screen.getByTestId('code');
    expect(badge).toHaveClass('badge', 'ml-2');
    expect(badge).toHaveAttribute('title', 'Error code');
  });
});

describe('Spinner', () => {
  it('is a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<Spinner label="Loading farms" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading farms' })).toBeInTheDocument();
  });
});
