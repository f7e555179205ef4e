import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Bug from 'lucide-react/icons/bug';
import { ErrorPage } from './error-page';
import { useText } from '@/shared/i18n/react';
import { errorsText } from './i18n';
import { GenericErrorPage } from './pages';
import { HardNavigationContext } from './hard-navigation';

/** Best human-readable text for anything that can be thrown or returned as a route error. */
export function describeError(error: unknown): { code: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' && data ? data : error.statusText;
    return { code: String(error.status), message: detail || errorsText.t('genericMessage') };
  }
  const code = errorsText.t('genericCode');
  if (error instanceof Error && error.message) return { code, message: error.message };
  if (typeof error === 'string' && error) return { code, message: error };
  return { code, message: errorsText.t('genericMessage') };
}

/** A screen's code could not be fetched (offline, or a new release replaced the chunk), in each browser's words. */
const MODULE_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk/i;

/**
 * What the router itself failed at (docs/product/web-app.md "a routing-level failure"): a response thrown by the router, or a
 * screen whose code would not load. Anything else that reaches the router's boundary was thrown while a page
 * rendered: an uncaught rendering error.
 */
export function isRoutingFailure(error: unknown): boolean {
  return isRouteErrorResponse(error) || (error instanceof Error && MODULE_LOAD_FAILURE.test(error.message));
}

/** The generic page with code "JS Error" and the message under Technical details (docs/product/web-app.md). */
function JsErrorPage({ error }: { error: unknown }) {
  const t = useText(errorsText);
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    // The app's state may be what broke: the page's buttons load the next page afresh.
    <HardNavigationContext value={true}>
      <main className="min-h-screen bg-base-200 text-base-content">
        <GenericErrorPage code={t('jsErrorCode')} details={details || undefined} />
      </main>
    </HardNavigationContext>
  );
}

/**
 * For react-router's `errorElement`, which catches both kinds of failure (docs/product/web-app.md): a routing-level failure
 * shows "Unexpected Application Error!", an uncaught rendering error the generic page with code "JS Error".
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useText(errorsText);
  if (!isRoutingFailure(error)) return <JsErrorPage error={error} />;
  const { code, message } = describeError(error);
  return <ErrorPage code={code} title={t('routeErrorTitle')} message={message} icon={Bug} />;
}

type Props = { children: ReactNode; onError?: (error: Error, info: ErrorInfo) => void };
type State = { error: Error | null };

/** Around the whole app: an uncaught render error shows the generic page with code "JS Error" (docs/product/web-app.md). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever debugs the report; the page itself shows only the message.
    console.error('Uncaught application error', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <JsErrorPage error={this.state.error} />;
  }
}
