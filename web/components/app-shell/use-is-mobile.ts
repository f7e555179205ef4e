import { useSyncExternalStore } from 'react';

// docs/product/web-app.md Layout: the mobile breakpoint is 1024 px (Tailwind's `lg`).
const QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false);

/** True below 1024 px: the sidebar becomes a drawer and breadcrumbs shorten names (docs/product/web-app.md). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
