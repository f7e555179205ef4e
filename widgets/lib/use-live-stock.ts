// The inventory and storage usage widgets follow the farm's stock live (docs/product/widgets.md "Live updates"):
// once they have shown their data, they join the page's realtime connection of their key (shared-realtime.ts) and
// load again when the farm's stock channel says the stock changed, or when the socket comes back after being down
// (a change may have passed meanwhile). No polling: without realtime they show what they loaded, as before.
import { useEffect, useRef } from 'react';
import { subscribeRealtime } from './shared-realtime';
import { WidgetError, type WidgetApi } from './widget-api';

export function useLiveStock(api: WidgetApi | WidgetError, ready: boolean, reload: () => void) {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });

  useEffect(() => {
    if (api instanceof WidgetError || !ready) return;
    let connectedOnce = false;
    let dropped = false;
    return subscribeRealtime(api, {
      onStateChange: (state) => {
        if (state !== 'connected') {
          dropped = connectedOnce;
          return;
        }
        if (dropped) latest.current();
        connectedOnce = true;
        dropped = false;
      },
      onInventoryChange: () => latest.current(),
      // The key's notifications are the bell's and the inbox's business.
      onNotification: () => undefined,
      onUnreadCount: () => undefined,
    });
  }, [api, ready]);
}
