// Loaded once someone is signed in: keeps every screen in the language of their settings. It sits above the
// areas' providers (the root route), so it brings the shared query cache itself.
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/web/lib/query-client';
import { useUserLanguage } from '@/web/features/settings/use-user-language';

function UserLanguage() {
  useUserLanguage();
  return null;
}

export default function FollowUserLanguage() {
  return (
    <QueryClientProvider client={queryClient}>
      <UserLanguage />
    </QueryClientProvider>
  );
}
