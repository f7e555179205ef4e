// The Markdown renderer (docs/product/content.md "Safe rendering"): formatting works, and no script, event
// handler or javascript: link survives whatever the source holds.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD4=)',
  '[x](https://ok.test/"onmouseover="alert(1))',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.test"></iframe>',
  '**<b onclick=alert(1)>bold</b>**',
  '`<script>`',
  '```\n<script>alert(1)</script>\n```',
  '> <style>body{display:none}</style>',
  '[x](//evil.test)',
];

/** Tags written by the renderer; anything else would be markup from the source. */
const ALLOWED_TAG = /^<\/?(p|br|h[2-5]|ul|ol|li|blockquote|pre|code|strong|em|hr|a)(\s|>|$)/;

describe('renderMarkdown', () => {
  it('formats headings, lists, emphasis, code, quotes and safe links', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and *soft* text with `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n[Docs](https://shamba.test/docs) and [mail](mailto:a@b.test) and [page](/pricing)\n\n---',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<ol><li>first</li></ol>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<a href="https://shamba.test/docs" rel="noopener noreferrer nofollow">Docs</a>');
    expect(html).toContain('<a href="mailto:a@b.test">mail</a>');
    expect(html).toContain('<a href="/pricing">page</a>');
    expect(html).toContain('<hr>');
  });

  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const html = renderMarkdown(payload);
    for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
    expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i);
    expect(html).not.toMatch(/href="(?!https?:|mailto:|tel:|\/|#)/i);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<style/i);
  });

  it('keeps an unsafe link as its plain label', () => {
    expect(renderMarkdown('[click](javascript:void)')).toBe('<p>click</p>');
  });
});
