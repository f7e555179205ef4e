// What the whole app runs inside: the error catcher and the tour. The session store is jotai's default store
// (store.ts); the query cache and the toasts come with the signed-in and auth areas (area-providers.tsx),
// keeping a signed-out visitor's public pages light.
import type { ReactNode } from 'react';
import { TourProvider } from '@/web/features/tour/tour';
import { AppErrorCatcher } from './error-boundaries';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppErrorCatcher>
      <TourProvider>{children}</TourProvider>
    </AppErrorCatcher>
  );
}
