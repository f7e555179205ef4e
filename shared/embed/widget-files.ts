// The widgets' files and release. The loader is served for a year as immutable under
// /widgets/v{version}/, so any change to the widgets ships under a new version (docs/decisions/020); the server
// sends an earlier version of the same major on to this one. 1.1.0: the bell and inbox of a key share one socket.
// 1.2.0: the widgets speak English or Kiswahili (`lang`, else the key owner's language), Kiswahili on demand.
// 1.3.0: the bell and inbox hear their key's farm channel only (the owner's other farms stay off the page).
// 1.4.0: the widgets run on Preact's React-compatible layer (a loader about 57 KB gzip lighter, docs/decisions/029),
// and the inventory and storage usage follow the farm's stock live on its stock channel.
// Plain values, no zod: the loader, the server and the web app's snippet all read them.
export const WIDGETS_VERSION = '1.4.0';
export const LOADER_FILE = 'shamba-widgets.js';
export const REALTIME_FILE = 'shamba-widgets-realtime.js';
/** Another language's texts, beside the loader and loaded by the widgets only when one speaks it:
 *  `shamba-widgets.sw.js`. The build writes, the server serves and the loader fetches this one name. */
export const translationFile = (lang: string) => LOADER_FILE.replace(/\.js$/, `.${lang}.js`);
export const WIDGETS_BASE_PATH = `/widgets/v${WIDGETS_VERSION}`;
export const DEMO_PATH = '/widgets/demo';

/** The HTML a partner pastes: the loader once, then any of the elements. The style reserves the space before
 *  the script arrives, so the page does not shift. */
export function embedSnippet(serverOrigin: string, publishableKey: string, element: WidgetTag): string {
  const style = WIDGET_BOX[element];
  return [
    `<script src="${serverOrigin}${WIDGETS_BASE_PATH}/${LOADER_FILE}" defer></script>`,
    `<${element} publishable-key="${publishableKey}" style="${style}"></${element}>`,
  ].join('\n');
}

export const WIDGET_TAGS = [
  'farm-notification-bell',
  'farm-notification-inbox',
  'farm-inventory',
  'farm-storage-usage',
] as const;
export type WidgetTag = (typeof WIDGET_TAGS)[number];

/** Each element's default box (widgets/styles.css :host), written inline so it holds before the script runs. */
export const WIDGET_BOX: Record<WidgetTag, string> = {
  'farm-notification-bell': 'display:inline-block;width:44px;height:44px;vertical-align:middle',
  'farm-notification-inbox': 'display:block;height:420px',
  'farm-inventory': 'display:block;height:420px',
  'farm-storage-usage': 'display:block;height:420px',
};
