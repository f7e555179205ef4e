import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import { ForbiddenPage, GenericErrorPage, MaintenancePage, NotFoundPage, ServerErrorPage } from './pages';
import { errorPageDashboard } from './dashboard-target';

const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const button = (name: string) => screen.queryByRole('button', { name });

function expectButtons({ dashboard = true, back = true, refresh = true } = {}) {
  expect(!!button('Go to Dashboard')).toBe(dashboard);
  expect(!!button('Go Back')).toBe(back);
  expect(!!button('Refresh Page')).toBe(refresh);
}

afterEach(() => vi.restoreAllMocks());

describe('error pages (docs/product/web-app.md)', () => {
  it('404 shows its title, code badge and the three buttons', () => {
    inRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expectButtons();
  });

  it('403 says the area is restricted to authorized farmers', () => {
    inRouter(<ForbiddenPage />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/restricted area, reserved for authorized farmers/)).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expectButtons();
  });

  it('500 says the team was notified and to try again later', () => {
    inRouter(<ServerErrorPage />);
    expect(screen.getByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText(/team has been notified; please try again later/)).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expectButtons();
  });

  it('maintenance has its title and no back button', () => {
    inRouter(<MaintenancePage />);
    expect(screen.getByRole('heading', { name: "We're tending to our digital garden" })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expectButtons({ back: false });
  });

  it('generic page has the default message and a default code', () => {
    inRouter(<GenericErrorPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Something unexpected happened. Our team has been notified and is working to fix the issue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expectButtons();
  });

  it('generic page shows a given code and message', () => {
    inRouter(<GenericErrorPage code="E42" message="The farm could not be loaded." />);
    expect(screen.getByText('E42')).toBeInTheDocument();
    expect(screen.getByText('The farm could not be loaded.')).toBeInTheDocument();
  });

  it.each([
    [{ showDashboard: false }, { dashboard: false }],
    [{ showBack: false }, { back: false }],
    [{ showRefresh: false }, { refresh: false }],
    [
      { showDashboard: false, showBack: false, showRefresh: false },
      { dashboard: false, back: false, refresh: false },
    ],
  ])('hides buttons by prop %o', (props, expected) => {
    inRouter(<NotFoundPage {...props} />);
    expectButtons(expected);
  });

  it('Go Back goes one step back in history', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    inRouter(<NotFoundPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledOnce();
  });
});

describe('Go to Dashboard (docs/product/web-app.md dashboard table, error pages)', () => {
  function Where() {
    return <p>Now at {useLocation().pathname}</p>;
  }

  function renderAt404() {
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes>
          <Route path="/missing" element={<NotFoundPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it.each([
    ['superadmin', '/admin/dashboard'],
    ['organization', '/org/dashboard'],
    ['farmer', '/farmer/dashboard'],
    ['individual', '/farmer/dashboard'],
    ['someone-else', '/'],
  ])('a signed-in %s goes to %s', async (userType, expected) => {
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.co', user_type: userType }));
    expect(errorPageDashboard()).toBe(expected);
    renderAt404();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText(`Now at ${expected}`)).toBeInTheDocument();
  });

  it('a signed-out visitor, or an unreadable stored user, goes home', async () => {
    expect(errorPageDashboard()).toBe('/');
    localStorage.setItem('user', '{not json');
    expect(errorPageDashboard()).toBe('/');
    renderAt404();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText('Now at /')).toBeInTheDocument();
  });

  it('an explicit dashboardPath wins', async () => {
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes>
          <Route path="/missing" element={<NotFoundPage dashboardPath="/org/dashboard" />} />
          <Route path="/org/dashboard" element={<p>Organisation dashboard</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(screen.getByText('Organisation dashboard')).toBeInTheDocument();
  });
});
