import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles.css';
import { Providers } from './providers';
import { router } from './router';
import { hasStoredToken } from './stored-session-hint';
import { applyTheme, currentInitialTheme } from './theme';
import { applyLanguage, initialLanguage } from '@/web/lib/language';

// web/public/theme-init.js already applied the theme before the first paint; this is the authoritative rule.
applyTheme(currentInitialTheme());

// docs/product/web-app.md Route gate: a stored token is revalidated with /api/auth/me at start-up; guards show a spinner until
// then. Nothing is downloaded for this when nobody is signed in.
if (hasStoredToken()) {
  import('./session-check')
    .then(({ checkStoredSessionAtStartup }) => checkStoredSessionAtStartup())
    // The check could not even load (offline): let the guards decide with the stored session.
    .catch(() => import('./session-check-skip').then(({ skipSessionCheck }) => skipSessionCheck()))
    .catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const draw = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </StrictMode>,
  );

// A page drawn at build time (scripts/prerender-pages.mjs, docs/decisions/030) stays on screen until the router has
// loaded the page's code: React's first render replaces it, and an empty first render would blank the screen. It
// is also painted once before React takes over, so the largest paint is the HTML's, not a copy drawn later.
const afterAPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
const render = () => {
  if (!root.querySelector('[data-prerendered]')) return draw();
  if (router.state.initialized) return afterAPaint(draw);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    afterAPaint(draw);
  });
};

// English ships with the code; another language's texts arrive first, so the first paint is already in it.
const language = initialLanguage();
if (language === 'en') render();
else
  void applyLanguage(language)
    .catch(() => undefined)
    .finally(render);
