// Where this server sends e-mail and SMS (GET /api/realtime/config `messages`): without SMTP or an SMS provider,
// codes go to the outbox and the server's log (docs/product/notifications.md "Outbox"), and the verification page
// says so instead of leaving the person waiting for a message that never comes.
import { useQuery } from '@tanstack/react-query';
import { getRealtimeConfig } from '@/shared/api/notification-diagnostics';
import { useApi } from '@/web/lib/api';

export function useMessageDelivery() {
  const api = useApi();
  const query = useQuery({
    queryKey: ['message-delivery'],
    queryFn: async () => (await getRealtimeConfig(api)).messages ?? null,
    // Server configuration: it changes only with a restart.
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
