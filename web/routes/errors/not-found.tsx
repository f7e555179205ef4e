// /404 and the catch-all (docs/product/web-app.md).
export { NotFoundPage as Component } from '@/web/features/errors/pages';
