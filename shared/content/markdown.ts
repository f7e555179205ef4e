// Markdown for the public pages, FAQ and announcements (docs/product/content.md "Safe rendering"). Safe by
// construction: every character of the source is HTML-escaped before any Markdown is recognised, so raw HTML
// never passes through (a <script> shows as text), and the only tags written are the handful below, with no
// attributes but a link's href, which must be http(s), mailto, tel, a path on this site or an anchor.
// A small, strict subset (headings, paragraphs, lists, quotes, code, emphasis, links, rules) that the editor's
// preview and the public pages render alike, on the server and in the browser.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** The link target if it is one a reader may follow, else null; `raw` is still escaped text. */
export function safeHref(raw: string): string | null {
  const decoded = raw
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): judge without them.
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!SAFE_URL.test(compact) || /[<>"'`]/.test(compact)) return null;
  return escapeHtml(compact);
}

/** Inline Markdown on already-escaped text: code spans first, so nothing inside them is formatted. */
function inline(escaped: string): string {
  const codes: string[] = [];
  let text = escaped.replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\uE000${codes.length - 1}\uE001`;
  });
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) => {
    const href = safeHref(url);
    if (!href) return label;
    const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer nofollow"' : '';
    return `<a href="${href}"${external}>${label}</a>`;
  });
  text = text
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>')
    .replace(/(^|[\s(])_([^_]+)_(?=$|[\s).,!?;:])/g, '$1<em>$2</em>');
  return text.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => codes[Number(i)]!);
}

type Block = { kind: 'p' | 'ul' | 'ol' | 'quote'; lines: string[] };

/** The source as HTML made only of the tags named above. */
export function renderMarkdown(source: string): string {
  const lines = escapeHtml(source.replace(/\r\n?/g, '\n').replace(/[\uE000\uE001]/g, '')).split('\n');
  const out: string[] = [];
  let block: Block | null = null;
  const flush = () => {
    if (!block) return;
    if (block.kind === 'p') out.push(`<p>${block.lines.map(inline).join('<br>')}</p>`);
    else if (block.kind === 'quote')
      out.push(`<blockquote><p>${block.lines.map(inline).join('<br>')}</p></blockquote>`);
    else
      out.push(`<${block.kind}>${block.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</${block.kind}>`);
    block = null;
  };
  const add = (kind: Block['kind'], line: string) => {
    if (block?.kind !== kind) {
      flush();
      block = { kind, lines: [] };
    }
    block!.lines.push(line);
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      out.push(`<pre><code>${code.join('\n')}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,4})\s+(.+?)\s*#*\s*$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const quote = /^&gt;\s?(.*)$/.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      // The page's own title is its h1: headings in the body start at h2.
      const level = Math.min(heading[1]!.length + 1, 5);
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push('<hr>');
    } else if (bullet) add('ul', bullet[1]!);
    else if (numbered) add('ol', numbered[1]!);
    else if (quote) add('quote', quote[1]!);
    else add('p', line.trim());
  }
  flush();
  return out.join('\n');
}
