// Addresses the router registers that shared/routes/paths.ts does not list: nothing else links to them, except
// `dashboard`, which the public navigation uses.
export const appPaths = {
  /** Sends a signed-in user to their own dashboard (docs/product/web-app.md dashboard table); see routes/app/dashboard-redirect. */
  dashboard: '/dashboard',
  testPages: {
    notifications: '/test-notifications',
    realtimeNotifications: '/test-realtime-notifications',
    directNotification: '/test-direct-notification',
    browserNotifications: '/test-browser-notifications',
    realtimeDebugger: '/realtime-debugger',
  },
  errors: { notFound: '/404', forbidden: '/403', serverError: '/500', maintenance: '/maintenance' },
} as const;
