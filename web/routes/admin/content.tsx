// /admin/content: the public pages' texts, FAQ and announcements, with versions.
export { ContentPage as Component } from '@/web/features/content/components/content-page';
