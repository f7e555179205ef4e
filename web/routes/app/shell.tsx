// The signed-in layout (docs/product/web-app.md).
export { AppLayout as Component } from '@/web/components/app-shell/app-layout';
