// The user-visible strings of docs/product/web-app.md, written exactly once (STYLE.md principle 15).
export const ERROR_TEXTS = {
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    message: 'The page you are looking for does not exist, was moved, or the link is mistyped.',
  },
  forbidden: {
    code: '403',
    title: 'Access Denied',
    message:
      'This is a restricted area, reserved for authorized farmers. If you think you should have access, contact the farm owner or your administrator.',
  },
  serverError: {
    code: '500',
    title: 'Server Error',
    message: 'Something went wrong on our side. Our team has been notified; please try again later.',
  },
  maintenance: {
    code: '503',
    title: "We're tending to our digital garden",
    message:
      'Shamba is down for scheduled maintenance. We will be back shortly; please try again in a few minutes.',
  },
  generic: {
    code: 'Error',
    title: 'Oops! Something went wrong',
    message: 'Something unexpected happened. Our team has been notified and is working to fix the issue.',
  },
  /** docs/product/web-app.md: an uncaught rendering error shows the generic page with this code. */
  jsErrorCode: 'JS Error',
  /** docs/product/web-app.md: a routing-level failure shows this heading. */
  routeErrorTitle: 'Unexpected Application Error!',
} as const;

export const BUTTON_LABELS = {
  dashboard: 'Go to Dashboard',
  back: 'Go Back',
  refresh: 'Refresh Page',
} as const;
