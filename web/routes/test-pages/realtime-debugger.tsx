// Developer test page (SPEC §2.12; no guard, SPEC §6).
export { RealtimeDebuggerPage as Component } from '@/web/features/notifications/test-pages/realtime-debugger-page';
