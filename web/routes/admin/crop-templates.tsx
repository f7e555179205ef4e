// /admin/crops/templates: the platform's crop templates.
export { CropTemplatesPage as Component } from '@/web/features/crop-templates/components/crop-templates-page';
