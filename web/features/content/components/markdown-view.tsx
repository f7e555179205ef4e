// The editor's live preview: the same renderer as the server's (shared/content/markdown.ts), so what is previewed
// is what the public pages show.
import { renderMarkdown } from '@/shared/content/markdown';
import { MarkdownHtml } from '@/web/lib/markdown-html';

export function MarkdownPreview({ source, emptyText }: { source: string; emptyText: string }) {
  if (!source.trim()) return <p className="text-base-content/60">{emptyText}</p>;
  return <MarkdownHtml html={renderMarkdown(source)} />;
}
