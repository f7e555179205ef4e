// The error pages (web/features/errors) load only when an error happens: the first chunk carries just these two
// small wrappers, which keeps the home page within its JavaScript budget (120 KB gzip).
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { appText } from '@/web/app/i18n';

const loadBoundaries = () => import('@/web/features/errors/boundaries');
const AppErrorBoundary = lazy(() => loadBoundaries().then((m) => ({ default: m.AppErrorBoundary })));
const RouteErrorBoundary = lazy(() => loadBoundaries().then((m) => ({ default: m.RouteErrorBoundary })));

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

interface CatcherState {
  error: unknown;
  /** Errors caught so far; a second one means the error page itself could not load (offline). */
  count: number;
}

/**
 * Around the whole app. On an uncaught render error it loads AppErrorBoundary and throws the same error inside
 * it, so that boundary shows its generic page with code "JS Error" (docs/product/web-app.md).
 */
export class AppErrorCatcher extends Component<{ children: ReactNode }, CatcherState> {
  override state: CatcherState = { error: null, count: 0 };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { error };
  }

  override componentDidCatch() {
    this.setState((state) => ({ count: state.count + 1 }));
  }

  override render() {
    const { error, count } = this.state;
    if (count === 0 && error === null) return this.props.children;
    if (count > 1) {
      return (
        <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
          <h1 className="text-2xl font-bold">{appText.t('oopsSomethingWentWrong')}</h1>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {appText.t('refreshPage')}
          </button>
        </main>
      );
    }
    return (
      <Suspense fallback={null}>
        <AppErrorBoundary>
          <Rethrow error={error} />
        </AppErrorBoundary>
      </Suspense>
    );
  }
}

/** The router's errorElement: RouteErrorBoundary (a routing failure or a page's render error), loaded on demand. */
export function LazyRouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
