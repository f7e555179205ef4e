// Layout of the public pages (docs/product/web-app.md).
export { PublicLayout as Component } from '@/web/components/public-layout/public-layout';
