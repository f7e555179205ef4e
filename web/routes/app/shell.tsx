// The signed-in layout (SPEC §2.3–2.4).
export { AppLayout as Component } from '@/web/components/app-shell/app-layout';
