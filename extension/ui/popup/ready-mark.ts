/** Set when the signed-in popup has rendered; read by the popup-render benchmark. */
export const POPUP_READY_MARK = 'shamba-popup-ready';
