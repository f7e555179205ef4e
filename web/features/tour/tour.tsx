// docs/product/web-app.md Tour. This file stays tiny: react-joyride and the steps load on the first start().
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { TourDismissal } from './tour-config';

/** docs/product/web-app.md Tour: the flag for having seen the walkthrough. */
export const WALKTHROUGH_SEEN_KEY = 'walkthrough_seen';

/** Starts fetching the tour chunk early, e.g. when the pointer nears the help button. */
export const preloadTour = () => import('./tour-runner');
type RunnerProps = TourDismissal & { onEnd: () => void };

/**
 * The runner chunk, loaded on first start. If the download fails (offline, new deploy) the tour ends with a
 * console warning instead of crashing the app, and the next start() tries again.
 */
function loadRunner() {
  return lazy(() =>
    preloadTour().then(
      (m) => ({ default: m.TourRunner }),
      (error: unknown) => ({ default: (props: RunnerProps) => <LoadFailed error={error} {...props} /> }),
    ),
  );
}
let TourRunner = loadRunner();

function LoadFailed({ error, onEnd }: RunnerProps & { error: unknown }) {
  useEffect(() => {
    console.warn('Tour: could not load the walkthrough.', error);
    TourRunner = loadRunner();
    onEnd();
  }, [error, onEnd]);
  return null;
}

type TourApi = { start(): void; running: boolean };
const TourContext = createContext<TourApi | null>(null);

type Props = TourDismissal & { children: ReactNode; onFinish?: () => void };

export function TourProvider({ children, onFinish, closeOnEscape, closeOnOverlayClick }: Props) {
  const [runId, setRunId] = useState(0);
  const [running, setRunning] = useState(false);
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });

  // docs/product/web-app.md Tour: on first load the flag is set, and the tour does not start by itself.
  useEffect(() => {
    try {
      window.localStorage.setItem(WALKTHROUGH_SEEN_KEY, 'true');
    } catch {
      // Storage unavailable (private mode): nothing depends on the flag.
    }
  }, []);

  const start = useCallback(() => {
    setRunId((id) => id + 1);
    setRunning(true);
  }, []);
  const end = useCallback(() => {
    setRunning(false);
    onFinishRef.current?.();
  }, []);
  const api = useMemo(() => ({ start, running }), [start, running]);

  return (
    <TourContext value={api}>
      {children}
      {running && (
        <Suspense fallback={null}>
          <TourRunner
            key={runId}
            onEnd={end}
            closeOnEscape={closeOnEscape}
            closeOnOverlayClick={closeOnOverlayClick}
          />
        </Suspense>
      )}
    </TourContext>
  );
}

const outsideProvider: TourApi = {
  start: () => console.warn('Tour: useTour().start() was called outside <TourProvider>; nothing to start.'),
  running: false,
};

/** `start()` is what the sidebar help button calls (docs/product/web-app.md). */
export function useTour(): TourApi {
  return useContext(TourContext) ?? outsideProvider;
}
