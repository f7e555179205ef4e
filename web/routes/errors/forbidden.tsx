// /403 (docs/product/web-app.md).
export { ForbiddenPage as Component } from '@/web/features/errors/pages';
