// Loads the realtime script (widgets/realtime/entry.ts) next to the loader, once per page, when a live widget
// first needs it. A classic script like the loader: it sets window.ShambaWidgetsRealtime.
import type { connect } from '../realtime/entry';
import { REALTIME_FILE } from '@/shared/embed/widget-files';
import { loaderUrl } from './loader-origin';

declare global {
  interface Window {
    ShambaWidgetsRealtime?: { connect: typeof connect };
  }
}

let loading: Promise<typeof connect> | null = null;

export function loadRealtime(): Promise<typeof connect> {
  loading ??= new Promise((resolve, reject) => {
    if (window.ShambaWidgetsRealtime) return resolve(window.ShambaWidgetsRealtime.connect);
    const script = document.createElement('script');
    script.src = new URL(REALTIME_FILE, loaderUrl).href;
    script.async = true;
    script.onload = () =>
      window.ShambaWidgetsRealtime
        ? resolve(window.ShambaWidgetsRealtime.connect)
        : reject(new Error('The realtime script did not start.'));
    script.onerror = () => {
      loading = null;
      reject(new Error('The realtime script could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
