// The widgets' release: the loader is served for a year as immutable under /widgets/v{version}/, so any change
// to the widgets ships under a new version (docs/decisions/020).
export const WIDGETS_VERSION = '1.0.0';
export const LOADER_FILE = 'shamba-widgets.js';
export const REALTIME_FILE = 'shamba-widgets-realtime.js';
export const widgetsPath = (file: string) => `/widgets/v${WIDGETS_VERSION}/${file}`;
