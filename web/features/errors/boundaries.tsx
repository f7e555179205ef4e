import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Bug from 'lucide-react/icons/bug';
import { ErrorPage } from './error-page';
import { ERROR_TEXTS } from './error-texts';
import { GenericErrorPage } from './pages';
import { HardNavigationContext } from './hard-navigation';

/** Best human-readable text for anything that can be thrown or returned as a route error. */
export function describeError(error: unknown): { code: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' && data ? data : error.statusText;
    return { code: String(error.status), message: detail || ERROR_TEXTS.generic.message };
  }
  if (error instanceof Error && error.message)
    return { code: ERROR_TEXTS.generic.code, message: error.message };
  if (typeof error === 'string' && error) return { code: ERROR_TEXTS.generic.code, message: error };
  return { code: ERROR_TEXTS.generic.code, message: ERROR_TEXTS.generic.message };
}

/** For react-router's `errorElement` (SPEC §2.10: a routing-level failure shows this heading). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { code, message } = describeError(error);
  return <ErrorPage code={code} title={ERROR_TEXTS.routeErrorTitle} message={message} icon={Bug} />;
}

type Props = { children: ReactNode; onError?: (error: Error, info: ErrorInfo) => void };
type State = { error: Error | null };

/** Around the whole app: an uncaught render error shows the generic page with code "JS Error" (SPEC §2.10). */
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
    return (
      <HardNavigationContext value={true}>
        <main className="min-h-screen bg-base-200 text-base-content">
          <GenericErrorPage code={ERROR_TEXTS.jsErrorCode} details={this.state.error.message || undefined} />
        </main>
      </HardNavigationContext>
    );
  }
}
