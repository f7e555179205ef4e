// Where the loader came from: the default API server of every widget, and the URL probed to tell "refused" from
// "unreachable" (widget-api.ts). Read while the classic script runs, when document.currentScript is set.
const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;

export const loaderUrl: string = script?.src || (typeof location !== 'undefined' ? location.href : '');
export const loaderOrigin: string = loaderUrl ? new URL(loaderUrl).origin : '';
