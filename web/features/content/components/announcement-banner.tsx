// Published announcements as a dismissible banner above every page, public and signed-in (docs/product/content.md
// "Announcements"). Read with plain fetch, so public pages load no API client; a dismissed announcement stays
// hidden in this browser.
import { useEffect, useState } from 'react';
import Megaphone from 'lucide-react/icons/megaphone';
import X from 'lucide-react/icons/x';
import { useText } from '@/shared/i18n/react';
import { MarkdownHtml } from '@/web/lib/markdown-html';
import { contentText } from '../i18n';

const DISMISSED_KEY = 'shamba.dismissedAnnouncements';

interface Announcement {
  id: string;
  title: string;
  html: string;
  published_at: string;
}

const dismissedIds = (): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** A dismissal is remembered per published version, so publishing a new text shows it again. */
const keyOf = (a: Announcement) => `${a.id}@${a.published_at}`;

export function AnnouncementBanner() {
  const t = useText(contentText);
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const [dismissed, setDismissed] = useState<string[]>(dismissedIds);
  useEffect(() => {
    let current = true;
    fetch('/api/content/announcements', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: Announcement[] }>) : { data: [] }))
      .then((body) => current && setAnnouncements(body.data ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const shown = announcements.filter((a) => !dismissed.includes(keyOf(a)));
  if (shown.length === 0) return null;
  const dismiss = (a: Announcement) => {
    const next = [...dismissed, keyOf(a)].slice(-50);
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: hidden for this visit only.
    }
  };
  return (
    <div className="grid">
      {shown.map((a) => (
        <section
          key={a.id}
          aria-label={t('announcementLabel')}
          className="flex items-start gap-3 bg-info px-4 py-2 text-sm text-info-content"
        >
          <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">
            <strong>{a.title}</strong>
            <MarkdownHtml html={a.html} className="[&_a]:text-info-content [&_a]:underline" />
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={t('announcementDismiss')}
            onClick={() => dismiss(a)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </section>
      ))}
    </div>
  );
}
