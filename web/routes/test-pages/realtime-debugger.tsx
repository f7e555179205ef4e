// Developer test page (docs/product/realtime.md; no guard, docs/product/realtime.md).
export { RealtimeDebuggerPage as Component } from '@/web/features/notifications/test-pages/realtime-debugger-page';
