// Layout of the public pages (SPEC §2.2).
export { PublicLayout as Component } from '@/web/components/public-layout/public-layout';
