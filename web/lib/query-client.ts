// One query cache for the whole app (docs/product/web-app.md Caching: retries with back-off capped at 30 s, unused entries kept
// 5 minutes). Provided by the signed-in and auth areas (area-providers.tsx); public pages do not need it.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@/shared/settings/query-defaults';

export const createQueryClient = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });

export const queryClient = createQueryClient();
