// /design-system-showcase (any signed-in user).
export { DesignSystemPage as Component } from '@/web/features/showcase/design-system-page';
