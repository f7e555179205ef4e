// What the public pages read (docs/product/content.md): only published versions, with their Markdown rendered to
// safe HTML here, so every surface shows the same thing and none has to trust the text.
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { contentEntries, contentVersions } from '@/server/db/schema/platform-config';
import { renderMarkdown } from '@/shared/content/markdown';
import type { PublishedContent } from '@/shared/contracts/content';
import type { ContentKind } from '@/shared/contracts/platform-enums';

const published = (db: Database) =>
  db
    .select({
      id: contentEntries.id,
      slug: contentEntries.slug,
      title: contentVersions.title,
      body: contentVersions.bodyMarkdown,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentEntries)
    .innerJoin(contentVersions, eq(contentVersions.id, contentEntries.publishedVersionId));

type Row = Awaited<ReturnType<ReturnType<typeof published>['execute']>>[number];

const toPublished = (row: Row): PublishedContent => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  html: renderMarkdown(row.body),
  published_at: (row.publishedAt ?? new Date(0)).toISOString(),
});

export async function publishedPage(db: Database, slug: string): Promise<PublishedContent | null> {
  const [row] = await published(db).where(
    and(eq(contentEntries.kind, 'page'), eq(contentEntries.slug, slug)),
  );
  return row ? toPublished(row) : null;
}

export async function publishedOfKind(db: Database, kind: ContentKind): Promise<PublishedContent[]> {
  const order =
    kind === 'announcement'
      ? [desc(contentVersions.publishedAt)]
      : [asc(contentEntries.sortOrder), asc(contentEntries.createdAt)];
  const rows = await published(db)
    .where(and(eq(contentEntries.kind, kind), isNotNull(contentEntries.publishedVersionId)))
    .orderBy(...order)
    .limit(100);
  return rows.map(toPublished);
}
