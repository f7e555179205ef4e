// Providers the signed-in and auth areas need and the public pages do not: the query cache, the toasts and
// the signed-in person's language.
// Kept out of the first chunk for the home page's JavaScript budget (120 KB gzip); both are singletons, so
// moving between areas keeps the cache and the toasts on screen.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/web/lib/query-client';
import { AppToaster } from './toaster';
import { FollowUserLanguage } from './follow-user-language';

export function AreaProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <FollowUserLanguage />
      <AppToaster />
    </QueryClientProvider>
  );
}
