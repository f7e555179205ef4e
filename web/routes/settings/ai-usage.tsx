// Settings: AI usage (this month's AI requests against the package's limit).
export { MyAiUsagePage as Component } from '@/web/features/ai/components/my-ai-usage-page';
