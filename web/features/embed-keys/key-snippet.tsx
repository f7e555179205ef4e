// The HTML a partner pastes for one key, per widget, with a copy button and a link to the live demo.
import { useState } from 'react';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { DEMO_PATH, embedSnippet, WIDGET_TAGS, type WidgetTag } from '@/shared/embed/widget-files';
import type { EmbedKey } from '@/shared/contracts/embed';
import { embedKeysText } from '@/web/features/embed-keys/i18n';

/** Which widgets a key's scopes can fill. */
const TAGS_BY_SCOPE: Record<WidgetTag, EmbedKey['scopes'][number]> = {
  'farm-notification-bell': 'notifications:read',
  'farm-notification-inbox': 'notifications:read',
  'farm-inventory': 'inventory:read',
  'farm-storage-usage': 'inventory:read',
};

export function KeySnippet({ embedKey }: { embedKey: EmbedKey }) {
  const tags = WIDGET_TAGS.filter((tag) => embedKey.scopes.includes(TAGS_BY_SCOPE[tag]));
  const [tag, setTag] = useState<WidgetTag>(tags[0] ?? 'farm-inventory');
  const snippet = embedSnippet(window.location.origin, embedKey.publishable_key, tag);
  const copy = async () => {
    await navigator.clipboard?.writeText(snippet).catch(() => undefined);
    toast.success(embedKeysText.t('snippetCopied'));
  };
  return (
    <div className="rounded-box border border-base-300 bg-base-200 p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <label className="text-sm font-medium" htmlFor={`snippet-${embedKey.id}`}>
          {embedKeysText.t('snippetFor')}
        </label>
        <select
          id={`snippet-${embedKey.id}`}
          className="select select-sm w-auto"
          value={tag}
          onChange={(e) => setTag(e.target.value as WidgetTag)}
        >
          {tags.map((t) => (
            <option key={t} value={t}>
              {`<${t}>`}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-sm btn-ghost" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {embedKeysText.t('copySnippet')}
        </button>
        <a
          className="link link-primary text-sm"
          href={`${DEMO_PATH}?key=${encodeURIComponent(embedKey.publishable_key)}`}
          target="_blank"
          rel="noreferrer"
        >
          {embedKeysText.t('openTheDemoPage')}
        </a>
      </div>
      <pre
        className="whitespace-pre-wrap break-all text-xs"
        aria-label={embedKeysText.t('snippetForName', { name: embedKey.name })}
      >
        <code>{snippet}</code>
      </pre>
    </div>
  );
}
