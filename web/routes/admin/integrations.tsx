// /admin/integrations: SMS, e-mail, push, payments, weather and AI providers, each with its form and a test.
export { IntegrationsPage as Component } from '@/web/features/integrations/components/integrations-page';
