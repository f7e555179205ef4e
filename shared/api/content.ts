// Public content (docs/product/content.md): the admin editor's calls and what the public pages read.
import {
  ContentDraftInput,
  ContentEntryListSchema,
  ContentEntryResponseSchema,
  ContentVersionListSchema,
  CreateContentEntryInput,
  PublishedContentListSchema,
  PublishedPageResponseSchema,
  type ContentEntry,
  type ContentVersion,
  type PublishedContent,
} from '@/shared/contracts/content';
import type { ContentPage } from '@/shared/contracts/platform-enums';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { ContentEntry, ContentVersion, PublishedContent };

const entryUrl = (id: string) => `/api/admin/content/${encodeURIComponent(id)}`;

export async function listContent(api: ApiClient): Promise<ContentEntry[]> {
  return (await api.get('/api/admin/content', { schema: ContentEntryListSchema })).data;
}

export async function createContent(api: ApiClient, input: CreateContentEntryInput): Promise<ContentEntry> {
  return (
    await api.post('/api/admin/content', validInput(CreateContentEntryInput, input), {
      schema: ContentEntryResponseSchema,
    })
  ).data;
}

export async function saveContentDraft(
  api: ApiClient,
  id: string,
  input: ContentDraftInput,
): Promise<ContentEntry> {
  return (
    await api.post(`${entryUrl(id)}/versions`, validInput(ContentDraftInput, input), {
      schema: ContentEntryResponseSchema,
    })
  ).data;
}

export async function contentHistory(api: ApiClient, id: string): Promise<ContentVersion[]> {
  return (await api.get(`${entryUrl(id)}/versions`, { schema: ContentVersionListSchema })).data;
}

export async function publishContentVersion(
  api: ApiClient,
  id: string,
  versionId: string,
): Promise<ContentEntry> {
  return (
    await api.post(`${entryUrl(id)}/versions/${encodeURIComponent(versionId)}/publish`, undefined, {
      schema: ContentEntryResponseSchema,
    })
  ).data;
}

export async function restoreContentVersion(
  api: ApiClient,
  id: string,
  versionId: string,
): Promise<ContentEntry> {
  return (
    await api.post(`${entryUrl(id)}/versions/${encodeURIComponent(versionId)}/restore`, undefined, {
      schema: ContentEntryResponseSchema,
    })
  ).data;
}

export async function unpublishContent(api: ApiClient, id: string): Promise<ContentEntry> {
  return (await api.post(`${entryUrl(id)}/unpublish`, undefined, { schema: ContentEntryResponseSchema }))
    .data;
}

export const deleteContent = (api: ApiClient, id: string) => api.delete(entryUrl(id));

export async function publishedPage(api: ApiClient, slug: ContentPage): Promise<PublishedContent | null> {
  return (await api.get(`/api/content/pages/${slug}`, { schema: PublishedPageResponseSchema })).data;
}

export async function publishedFaq(api: ApiClient): Promise<PublishedContent[]> {
  return (await api.get('/api/content/faq', { schema: PublishedContentListSchema })).data;
}

export async function publishedAnnouncements(api: ApiClient): Promise<PublishedContent[]> {
  return (await api.get('/api/content/announcements', { schema: PublishedContentListSchema })).data;
}
