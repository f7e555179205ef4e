// The extension's background worker. Only wiring: the behaviour lives in extension/background/.
// main() stays synchronous so every listener is registered in the worker's first turn (STACK.md).
import Pusher from 'pusher-js/worker';
import { defineBackground } from 'wxt/utils/define-background';
import { registerWorker } from '@/extension/background/register';

export default defineBackground(() => {
  registerWorker({ PusherImpl: Pusher });
});
