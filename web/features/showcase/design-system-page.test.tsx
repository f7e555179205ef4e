import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DesignSystemPage } from './design-system-page';

describe('DesignSystemPage', () => {
  it('shows every Badge variant in every size (docs/product/web-app.md)', () => {
    render(<DesignSystemPage />);
    const badges = within(screen.getByRole('region', { name: 'Badge' })).getAllByRole('cell');
    expect(badges).toHaveLength(7 * 3);
  });

  it('has the toast buttons with the docs/product/web-app.md durations', () => {
    render(<DesignSystemPage />);
    expect(screen.getByRole('button', { name: 'Success (2 s)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Error (4 s)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading (until dismissed)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Custom (4 s)' })).toBeInTheDocument();
  });

  it('previews both themes', () => {
    const { container } = render(<DesignSystemPage />);
    expect(container.querySelector('[data-theme="light"]')).not.toBeNull();
    expect(container.querySelector('[data-theme="dark"]')).not.toBeNull();
  });
});
