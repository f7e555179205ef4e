// What the whole app runs inside: the error catcher and the tour. The session store is jotai's default store
// (store.ts); the query cache and the toasts come with the signed-in and auth areas (area-providers.tsx),
// keeping a signed-out visitor's public pages light.
import { Fragment, type ReactNode } from 'react';
import { useLanguage } from '@/shared/i18n/react';
import { TourProvider } from '@/web/features/tour/tour';
import { AppErrorCatcher } from './error-boundaries';

export function Providers({ children }: { children: ReactNode }) {
  // A change of language draws every screen afresh in it (docs/decisions/022); it is rare, so simplicity wins.
  const language = useLanguage();
  return (
    <AppErrorCatcher>
      <TourProvider>
        <Fragment key={language}>{children}</Fragment>
      </TourProvider>
    </AppErrorCatcher>
  );
}
