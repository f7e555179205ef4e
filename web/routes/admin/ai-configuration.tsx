// /admin/ai/configuration: the AI service's settings, a test request and the monthly limit per package.
export { AiConfigurationPage as Component } from '@/web/features/ai/components/ai-configuration-page';
