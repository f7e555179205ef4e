// A detail page names its record in the breadcrumb while it is open, and the name goes with it.
import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { useBreadcrumbName, useCurrentBreadcrumbName } from './breadcrumb-name';

function DetailPage({ name }: { name?: string }) {
  useBreadcrumbName(name);
  return null;
}
function Crumb() {
  return <p data-testid="crumb">{useCurrentBreadcrumbName() ?? 'Details'}</p>;
}

describe('useBreadcrumbName', () => {
  it('shows the open record’s name once loaded, and the fallback after the page closes', () => {
    const store = createStore();
    const ui = (page: React.ReactNode) => (
      <Provider store={store}>
        {page}
        <Crumb />
      </Provider>
    );
    const { rerender } = render(ui(<DetailPage />));
    expect(screen.getByTestId('crumb')).toHaveTextContent('Details');
    rerender(ui(<DetailPage name="Main store" />));
    expect(screen.getByTestId('crumb')).toHaveTextContent('Main store');
    rerender(ui(null));
    expect(screen.getByTestId('crumb')).toHaveTextContent('Details');
  });
});
