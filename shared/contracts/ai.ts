// AI assistance (docs/product/ai.md): the provider's settings and monthly limits per package for administrators,
// the usage figures, and the farmer's "Ask about this farm" question with its cited answer.
import { z } from 'zod';
import { AI_PURPOSES } from './platform-enums';

export const AI_FACT_KINDS = ['item', 'crop', 'task', 'sales'] as const;
export type AiFactKind = (typeof AI_FACT_KINDS)[number];

export const AI_QUESTION_MAX = 500;

export const AskInput = z.object({
  question: z
    .string({ error: 'Type a question about your farm.' })
    .trim()
    .min(3, { error: 'Type a question about your farm.' })
    .max(AI_QUESTION_MAX, { error: `Keep the question under ${AI_QUESTION_MAX} characters.` }),
});
export type AskInput = z.input<typeof AskInput>;

export const CitationSchema = z.object({
  n: z.number().int(),
  kind: z.enum(AI_FACT_KINDS),
  id: z.string(),
  label: z.string(),
  /** The web page of the record the fact came from. */
  url: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

export const AskAnswerSchema = z.object({
  data: z.object({ answer: z.string(), citations: z.array(CitationSchema) }),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>['data'];

/** Whether AI can be used on a farm right now, so the panel can say why not before anyone types. */
export const AiStatusSchema = z.object({
  data: z.object({
    configured: z.boolean(),
    /** False when the farm owner's package lacks AI. */
    in_package: z.boolean(),
    limit: z.number().int().nullable(),
    used: z.number().int(),
  }),
});
export type AiStatus = z.infer<typeof AiStatusSchema>['data'];

export const PackageAiLimitSchema = z.object({
  package_id: z.string(),
  name: z.string(),
  includes_ai: z.boolean(),
  limit: z.number().int().nullable(),
});

/** The provider's settings as shown: never the key, only whether one is saved. */
export const AiIntegrationSchema = z.object({
  enabled: z.boolean(),
  base_url: z.string(),
  model: z.string(),
  prompt_usd_per_million_tokens: z.number(),
  completion_usd_per_million_tokens: z.number(),
  api_key_set: z.boolean(),
  last_test: z.object({ at: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
  updated_at: z.string().nullable(),
});
export type AiIntegration = z.infer<typeof AiIntegrationSchema>;

export const AiConfigurationSchema = z.object({
  data: z.object({
    integration: AiIntegrationSchema,
    packages: z.array(PackageAiLimitSchema),
    secrets_available: z.boolean(),
  }),
});
export type AiConfiguration = z.infer<typeof AiConfigurationSchema>['data'];

export const SaveAiLimitsInput = z
  .array(
    z.object({
      package_id: z.uuid({ error: 'Choose one of the listed packages.' }),
      limit: z
        .number({ error: 'Enter the monthly AI requests as a whole number, or leave it empty for no limit.' })
        .int({ error: 'Enter the monthly AI requests as a whole number, or leave it empty for no limit.' })
        .min(0, { error: 'Enter the monthly AI requests as a whole number, or leave it empty for no limit.' })
        .max(1_000_000, { error: 'Enter at most 1,000,000 AI requests a month.' })
        .nullable(),
    }),
    { error: 'Send the limits as a list of packages.' },
  )
  .max(200, { error: 'Send at most 200 packages at once.' });
export type SaveAiLimitsInput = z.input<typeof SaveAiLimitsInput>;

export const AiTestAnswerSchema = z.object({
  data: z.object({
    ok: z.boolean(),
    message: z.string(),
    answer: z.string().nullable(),
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
  }),
});
export type AiTestAnswer = z.infer<typeof AiTestAnswerSchema>['data'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const AiMonthQuery = z.object({
  month: z
    .string({ error: 'Choose a month as YYYY-MM.' })
    .regex(MONTH, { error: 'Choose a month as YYYY-MM.' })
    .optional(),
});
export type AiMonthQuery = z.input<typeof AiMonthQuery>;

const Totals = {
  requests: z.number().int(),
  failed: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  /** Millionths of a US dollar. */
  cost_micro_usd: z.number().int(),
};

export const AiStatsSchema = z.object({
  data: z.object({
    month: z.string(),
    configured: z.boolean(),
    totals: z.object(Totals),
    days: z.array(z.object({ day: z.string(), ...Totals })),
    farmers: z.array(z.object({ account_id: z.string(), name: z.string(), email: z.string(), ...Totals })),
  }),
});
export type AiStats = z.infer<typeof AiStatsSchema>['data'];

export const AiRequestRowSchema = z.object({
  id: z.string(),
  purpose: z.enum(AI_PURPOSES),
  status: z.enum(['succeeded', 'failed']),
  farm_name: z.string().nullable(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  created_at: z.string(),
});

export const MyAiUsageSchema = z.object({
  data: z.object({
    month: z.string(),
    configured: z.boolean(),
    in_package: z.boolean(),
    package_name: z.string().nullable(),
    limit: z.number().int().nullable(),
    used: z.number().int(),
    by_purpose: z.array(z.object({ purpose: z.enum(AI_PURPOSES), requests: z.number().int() })),
    recent: z.array(AiRequestRowSchema),
  }),
});
export type MyAiUsage = z.infer<typeof MyAiUsageSchema>['data'];
