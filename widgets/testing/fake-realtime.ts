// A stand-in for the widgets' realtime script (widgets/realtime/entry.ts) in unit tests: installed where the page
// would find the loaded script, it records every connection the widgets open, so a test can play the server's
// events (a stock change, the socket dropping and coming back). End-to-end tests use the real script and server.
import type { RealtimeConnectOptions } from '../realtime/entry';

export interface FakeRealtime {
  /** The options of every connection opened, first one first. */
  opened: RealtimeConnectOptions[];
  disconnected: number;
}

let current: FakeRealtime = { opened: [], disconnected: 0 };

/** A fresh record for this test. The page keeps the first script it loaded, so the stand-in stays installed and
 *  only its record changes. */
export function installFakeRealtime(): FakeRealtime {
  current = { opened: [], disconnected: 0 };
  window.ShambaWidgetsRealtime ??= {
    connect: (options) => {
      const record = current;
      record.opened.push(options);
      return {
        state: 'connecting',
        config: null,
        socketId: () => null,
        channels: () => [],
        ready: Promise.resolve(),
        disconnect: () => void (record.disconnected += 1),
      };
    },
  };
  return current;
}
