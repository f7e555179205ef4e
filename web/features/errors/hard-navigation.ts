import { createContext } from 'react';

/**
 * True inside AppErrorBoundary: its fallback may sit above (or outside) the router, and a client-side
 * navigation would not clear the caught error, so "Go to Dashboard" loads the page afresh instead.
 */
export const HardNavigationContext = createContext(false);
