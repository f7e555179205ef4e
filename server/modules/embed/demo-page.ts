// GET /widgets/demo: each widget live on this server's own origin, with the snippet to copy. The
// page takes a publishable key in ?key= (Settings → Embed keys links here with one; the key must list this
// server's origin). Static HTML and the loader only: the app's strict CSP needs no exception.
import type { FastifyPluginAsync } from 'fastify';
import {
  DEMO_PATH,
  embedSnippet,
  LOADER_FILE,
  WIDGET_TAGS,
  WIDGETS_BASE_PATH,
  type WidgetTag,
} from '@/shared/embed/widget-files';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ABOUT: Record<WidgetTag, string> = {
  'farm-notification-bell': 'The unread count, live; opens a panel of unread notifications.',
  'farm-notification-inbox': 'Recent notifications, read and unread, live.',
  'farm-inventory': 'The inventory table with its filters; Consume and Transfer when the key allows writing.',
  'farm-storage-usage': 'Storage locations with their usage bars.',
};

export function demoPage(origin: string, key: string): string {
  const shownKey = key || 'pk_your_key';
  const sections = WIDGET_TAGS.map((tag) => {
    const snippet = embedSnippet(origin, shownKey, tag);
    const element = snippet.split('\n')[1]!;
    return `<section>
  <h2>&lt;${tag}&gt;</h2>
  <p>${ABOUT[tag]}</p>
  <div class="stage">${key ? element.replace(shownKey, escape(key)) : ''}</div>
  <pre><code>${escape(snippet)}</code></pre>
</section>`;
  }).join('\n');
  const hint = key
    ? ''
    : `<p class="hint">Add <code>?key=pk_…</code> to this address with a key from Settings → Embed keys that lists
       <code>${escape(origin)}</code> among its allowed origins, to see the widgets with your farm's data.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shamba widgets demo</title>
<script src="${escape(origin)}${WIDGETS_BASE_PATH}/${LOADER_FILE}" defer></script>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1c2420; }
  section { margin: 32px 0; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f5f7f4; border: 1px solid #e4e9e2; border-radius: 8px; padding: 12px; overflow-x: auto; }
  .hint { background: #fff8e1; border: 1px solid #f2d27a; border-radius: 8px; padding: 12px; }
</style>
</head>
<body>
<h1>Shamba widgets</h1>
<p>Two lines of HTML put a farm's live inventory or notifications on a partner's site. Attributes, events and
theming are described in the README ("Embeddable widgets").</p>
${hint}
${sections}
</body>
</html>`;
}

export const demoRoute: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { key?: string } }>(DEMO_PATH, async (request, reply) => {
    const key = typeof request.query.key === 'string' ? request.query.key.slice(0, 100) : '';
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(demoPage(origin, key));
  });
};
