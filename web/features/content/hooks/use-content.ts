// Content entries through the shared cache (docs/product/content.md); every write refreshes the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contentHistory,
  createContent,
  deleteContent,
  listContent,
  publishContentVersion,
  restoreContentVersion,
  saveContentDraft,
  unpublishContent,
} from '@/shared/api/content';
import type { ContentDraftInput, CreateContentEntryInput } from '@/shared/contracts/content';
import { useApi } from '@/web/lib/api';

const keys = {
  list: ['admin', 'content'] as const,
  history: (id: string) => ['admin', 'content', id, 'history'] as const,
};

export function useContentList() {
  const api = useApi();
  return useQuery({ queryKey: keys.list, queryFn: () => listContent(api) });
}

export function useContentHistory(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: keys.history(id ?? 'none'),
    queryFn: () => contentHistory(api, id!),
    enabled: Boolean(id),
  });
}

function useContentWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useContentActions() {
  const api = useApi();
  return {
    create: useContentWrite((input: CreateContentEntryInput) => createContent(api, input)),
    saveDraft: useContentWrite(({ id, draft }: { id: string; draft: ContentDraftInput }) =>
      saveContentDraft(api, id, draft),
    ),
    publish: useContentWrite(({ id, versionId }: { id: string; versionId: string }) =>
      publishContentVersion(api, id, versionId),
    ),
    restore: useContentWrite(({ id, versionId }: { id: string; versionId: string }) =>
      restoreContentVersion(api, id, versionId),
    ),
    unpublish: useContentWrite((id: string) => unpublishContent(api, id)),
    remove: useContentWrite((id: string) => deleteContent(api, id)),
  };
}
