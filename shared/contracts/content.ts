// Public content (docs/product/content.md): the six public pages' texts, FAQ entries and announcements, written
// in Markdown as numbered versions; the public sees the published one, rendered safely on the server.
import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_PAGES } from './platform-enums';

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 50_000;

export const ContentVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  body_markdown: z.string(),
  published_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

export const ContentEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.enum(CONTENT_PAGES).nullable(),
  sort_order: z.number().int(),
  /** The version the public sees, if any. */
  published: ContentVersionSchema.nullable(),
  /** The newest version: a draft when its number is above the published one's. */
  latest: ContentVersionSchema.nullable(),
  updated_at: z.string(),
});
export type ContentEntry = z.infer<typeof ContentEntrySchema>;
export const ContentEntryListSchema = z.object({ data: z.array(ContentEntrySchema) });
export const ContentEntryResponseSchema = z.object({ data: ContentEntrySchema });
export const ContentVersionListSchema = z.object({ data: z.array(ContentVersionSchema) });

export const ContentDraftInput = z.object({
  title: z
    .string({ error: 'Enter a title.' })
    .trim()
    .min(1, { error: 'Enter a title.' })
    .max(CONTENT_TITLE_MAX, { error: `Keep the title to ${CONTENT_TITLE_MAX} characters.` }),
  body_markdown: z.string({ error: 'Enter the text.' }).max(CONTENT_BODY_MAX, {
    error: `Keep the text to ${CONTENT_BODY_MAX.toLocaleString('en')} characters.`,
  }),
});
export type ContentDraftInput = z.input<typeof ContentDraftInput>;

export const CreateContentEntryInput = ContentDraftInput.extend({
  kind: z.enum(['faq', 'announcement'], { error: 'Choose a FAQ entry or an announcement.' }),
  sort_order: z
    .number({ error: 'Enter the position as a whole number.' })
    .int({ error: 'Enter the position as a whole number.' })
    .min(0, { error: 'Enter the position as a whole number from 0 to 999.' })
    .max(999, { error: 'Enter the position as a whole number from 0 to 999.' })
    .optional(),
});
export type CreateContentEntryInput = z.input<typeof CreateContentEntryInput>;

/** What the public sees: the published title and its body already rendered to safe HTML. */
export const PublishedContentSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  html: z.string(),
  published_at: z.string(),
});
export type PublishedContent = z.infer<typeof PublishedContentSchema>;
export const PublishedPageResponseSchema = z.object({ data: PublishedContentSchema.nullable() });
export const PublishedContentListSchema = z.object({ data: z.array(PublishedContentSchema) });
