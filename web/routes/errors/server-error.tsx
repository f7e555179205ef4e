// /500 (docs/product/web-app.md).
export { ServerErrorPage as Component } from '@/web/features/errors/pages';
