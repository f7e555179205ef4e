// /admin/content (docs/product/content.md): the entries on the left (pages, FAQ, announcements), the editor of
// the chosen one on the right.
import { useState } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { ContentEntry } from '@/shared/contracts/content';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { PageHeader } from '@/web/components/page-header';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useContentActions, useContentList } from '../hooks/use-content';
import { contentText as text, type ContentTextKey } from '../i18n';
import { ContentEditor } from './content-editor';

function entryName(entry: ContentEntry) {
  if (entry.slug) return text.t(`page_${entry.slug}` as ContentTextKey);
  return entry.latest?.title || text.t('untitled');
}

function entryStatus(entry: ContentEntry) {
  const waiting = entry.latest && entry.latest.id !== entry.published?.id ? entry.latest : null;
  if (waiting) return text.t('statusDraft', { version: waiting.version });
  if (entry.published) return text.t('statusPublished', { version: entry.published.version });
  return entry.kind === 'page' ? text.t('statusBuiltIn') : text.t('statusNotPublished');
}

function EntryGroup({
  label,
  entries,
  selected,
  onSelect,
}: {
  label: string;
  entries: ContentEntry[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <div>
      <h2 className="menu-title">{label}</h2>
      <ul className="menu w-full p-0">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={selected === entry.id ? 'menu-active' : ''}
              aria-current={selected === entry.id}
              onClick={() => onSelect(entry.id)}
            >
              <span className="flex flex-col items-start">
                <span>{entryName(entry)}</span>
                <span className="text-xs text-base-content/60">{entryStatus(entry)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ContentPage() {
  useDocumentTitle(text.t('pageTitle'));
  const list = useContentList();
  const { create } = useContentActions();
  const [selected, setSelected] = useState<string | null>(null);
  if (list.isPending) return <LoadingState label={text.t('loading')} />;
  if (list.isError) return <ErrorState message={localizeApiMessage(list.error.message)} />;
  const entries = list.data;
  const current = entries.find((entry) => entry.id === selected) ?? null;
  const startNew = (kind: 'faq' | 'announcement') =>
    create.mutate(
      { kind, title: text.t(kind === 'faq' ? 'newFaq' : 'newAnnouncement'), body_markdown: '' },
      { onSuccess: (entry) => setSelected(entry.id) },
    );
  return (
    <div className="grid gap-6">
      <PageHeader
        title={text.t('pageTitle')}
        description={text.t('pageIntro')}
        actions={
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={() => startNew('faq')} disabled={create.isPending}>
              {text.t('newFaq')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => startNew('announcement')}
              disabled={create.isPending}
            >
              {text.t('newAnnouncement')}
            </button>
          </div>
        }
      />
      {create.error && (
        <p role="alert" className="text-error">
          {localizeApiMessage(create.error.message)}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={text.t('pageTitle')} className="grid content-start gap-2">
          <EntryGroup
            label={text.t('pages')}
            entries={entries.filter((e) => e.kind === 'page')}
            selected={selected}
            onSelect={setSelected}
          />
          <EntryGroup
            label={text.t('faq')}
            entries={entries.filter((e) => e.kind === 'faq')}
            selected={selected}
            onSelect={setSelected}
          />
          <EntryGroup
            label={text.t('announcements')}
            entries={entries.filter((e) => e.kind === 'announcement')}
            selected={selected}
            onSelect={setSelected}
          />
        </nav>
        <div>
          {current ? (
            <ContentEditor key={current.id} entry={current} onDeleted={() => setSelected(null)} />
          ) : (
            <p className="text-base-content/70">{text.t('chooseEntry')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
