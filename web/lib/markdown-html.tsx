// Rendered Markdown of the public content (docs/product/content.md "Safe rendering"), shared by the editor's
// preview and the public pages. The HTML comes from shared/content/markdown.ts (here or on the server), which
// escapes every character of the source before writing its own few tags: nothing in it can run a script.
const MARKDOWN_CLASSES =
  'space-y-3 break-words [&_a]:link [&_a]:link-primary [&_blockquote]:border-l-4 [&_blockquote]:border-base-300 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-base-200 [&_code]:px-1 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-base-200 [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6';

export function MarkdownHtml({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${MARKDOWN_CLASSES} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
