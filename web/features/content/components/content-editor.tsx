// The editor of one entry: title, a Markdown textarea with its live preview beside it, save and publish, and the
// entry's history with restore (docs/product/content.md).
import { useState, type FormEvent } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ApiRequestError } from '@/shared/api/errors';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, type ContentEntry } from '@/shared/contracts/content';
import { useContentActions } from '../hooks/use-content';
import { contentText as text } from '../i18n';
import { ContentHistory } from './content-history';
import { MarkdownPreview } from './markdown-view';

export function ContentEditor({ entry, onDeleted }: { entry: ContentEntry; onDeleted: () => void }) {
  const actions = useContentActions();
  const [title, setTitle] = useState(entry.latest?.title ?? '');
  const [body, setBody] = useState(entry.latest?.body_markdown ?? '');
  const [notice, setNotice] = useState<string | null>(null);
  const failure =
    actions.saveDraft.error ?? actions.publish.error ?? actions.unpublish.error ?? actions.remove.error;
  const fieldErrors = failure instanceof ApiRequestError ? (failure.fieldErrors ?? {}) : {};
  const latest = entry.latest;
  const draftWaiting = latest && latest.id !== entry.published?.id ? latest : null;

  const save = async (publish: boolean) => {
    setNotice(null);
    const saved = await actions.saveDraft.mutateAsync({
      id: entry.id,
      draft: { title, body_markdown: body },
    });
    if (publish && saved.latest) {
      await actions.publish.mutateAsync({ id: entry.id, versionId: saved.latest.id });
      setNotice(text.t('published'));
    } else setNotice(text.t('saved'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false).catch(() => undefined);
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <label className="fieldset">
          <span className="fieldset-legend">{text.t('title')}</span>
          <input
            className="input w-full"
            maxLength={CONTENT_TITLE_MAX}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          {fieldErrors.title && (
            <span className="text-sm text-error">{localizeApiMessage(fieldErrors.title[0]!)}</span>
          )}
        </label>
        <div className="grid gap-4 lg:grid-cols-2">
          <label className="fieldset">
            <span className="fieldset-legend">{text.t('body')}</span>
            <textarea
              className="textarea min-h-80 w-full font-mono text-sm"
              maxLength={CONTENT_BODY_MAX}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
            <span className="label whitespace-normal">{text.t('bodyHint')}</span>
            {fieldErrors.body_markdown && (
              <span className="text-sm text-error">{localizeApiMessage(fieldErrors.body_markdown[0]!)}</span>
            )}
          </label>
          <section aria-label={text.t('preview')} className="rounded-box border border-base-300 p-4">
            <h3 className="mb-2 text-sm font-semibold text-base-content/70">{text.t('preview')}</h3>
            {title && <p className="mb-2 text-2xl font-bold">{title}</p>}
            <MarkdownPreview source={body} emptyText={text.t('previewEmpty')} />
          </section>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className="btn" disabled={actions.saveDraft.isPending}>
            {text.t('saveDraft')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={actions.saveDraft.isPending || actions.publish.isPending}
            onClick={() => void save(true).catch(() => undefined)}
          >
            {text.t('saveAndPublish')}
          </button>
          {draftWaiting && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => actions.publish.mutate({ id: entry.id, versionId: draftWaiting.id })}
            >
              {text.t('publishLatest', { version: draftWaiting.version })}
            </button>
          )}
          {entry.published && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => actions.unpublish.mutate(entry.id)}
            >
              {text.t('unpublish')}
            </button>
          )}
          {entry.kind !== 'page' && (
            <button
              type="button"
              className="btn btn-ghost text-error"
              onClick={() => {
                if (window.confirm(text.t('confirmDelete')))
                  actions.remove.mutate(entry.id, { onSuccess: onDeleted });
              }}
            >
              {text.t('delete')}
            </button>
          )}
          {notice && <span role="status">{notice}</span>}
          {failure && !Object.keys(fieldErrors).length && (
            <span role="alert" className="text-error">
              {localizeApiMessage(failure.message)}
            </span>
          )}
        </div>
      </form>
      <ContentHistory
        entry={entry}
        onRestored={(restored) => {
          setTitle(restored.latest?.title ?? '');
          setBody(restored.latest?.body_markdown ?? '');
        }}
      />
    </div>
  );
}
