// A navigation port: code outside React (the API client's 401 handler) navigates through the router once
// router.tsx has registered it, and falls back to a full page load before that.
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigate(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions) {
  navigateImpl(to, options);
}
