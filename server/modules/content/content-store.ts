// Reading and writing content entries and their versions (docs/product/content.md). A save adds a version; a
// publish points the entry at one; a restore copies an old one into a new draft, so history is never rewritten.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { contentEntries, contentVersions } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { CONTENT_PAGES, type ContentKind, type ContentPage } from '@/shared/contracts/platform-enums';
import type { ContentEntry, ContentVersion } from '@/shared/contracts/content';

type VersionRow = typeof contentVersions.$inferSelect & { createdByName: string | null };
type EntryRow = typeof contentEntries.$inferSelect;

export const NOT_FOUND = 'That content entry was not found.';

const versionColumns = {
  id: contentVersions.id,
  entryId: contentVersions.entryId,
  version: contentVersions.version,
  title: contentVersions.title,
  bodyMarkdown: contentVersions.bodyMarkdown,
  publishedAt: contentVersions.publishedAt,
  createdBy: contentVersions.createdBy,
  createdAt: contentVersions.createdAt,
  createdByName: users.name,
};

export const toVersion = (row: VersionRow): ContentVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body_markdown: row.bodyMarkdown,
  published_at: row.publishedAt?.toISOString() ?? null,
  created_by_name: row.createdByName,
  created_at: row.createdAt.toISOString(),
});

/** The six pages always exist as entries, so the list shows them before anyone wrote a word. */
export async function ensurePages(db: Database): Promise<void> {
  await db
    .insert(contentEntries)
    .values(CONTENT_PAGES.map((slug, index) => ({ kind: 'page', slug, sortOrder: index })))
    .onConflictDoNothing();
}

async function versionsOf(db: Database, entryIds: string[]): Promise<VersionRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.createdBy))
    .where(inArray(contentVersions.entryId, entryIds))
    .orderBy(desc(contentVersions.version));
}

function toEntry(entry: EntryRow, versions: VersionRow[]): ContentEntry {
  const own = versions.filter((v) => v.entryId === entry.id);
  const published = own.find((v) => v.id === entry.publishedVersionId);
  return {
    id: entry.id,
    kind: entry.kind as ContentKind,
    slug: (entry.slug as ContentPage | null) ?? null,
    sort_order: entry.sortOrder,
    published: published ? toVersion(published) : null,
    latest: own[0] ? toVersion(own[0]) : null,
    updated_at: entry.updatedAt.toISOString(),
  };
}

/** Pages first in their fixed order, then FAQ entries and announcements by position and age. */
export async function listEntries(db: Database): Promise<ContentEntry[]> {
  await ensurePages(db);
  const entries = await db
    .select()
    .from(contentEntries)
    .orderBy(
      sql`case ${contentEntries.kind} when 'page' then 0 when 'faq' then 1 else 2 end`,
      asc(contentEntries.sortOrder),
      asc(contentEntries.createdAt),
    );
  const versions = await versionsOf(
    db,
    entries.map((e) => e.id),
  );
  return entries.map((entry) => toEntry(entry, versions));
}

export async function entryById(db: Database, id: string): Promise<ContentEntry> {
  const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
  if (!entry) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
  return toEntry(entry, await versionsOf(db, [id]));
}

export async function historyOf(db: Database, id: string): Promise<ContentVersion[]> {
  await entryById(db, id);
  return (await versionsOf(db, [id])).map(toVersion);
}

/** Adds the next version; the entry row is locked so two saves at once get different numbers. */
export async function addVersion(
  db: Database,
  entryId: string,
  draft: { title: string; bodyMarkdown: string },
  actorId: string,
  now: Date,
): Promise<number> {
  const [entry] = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(eq(contentEntries.id, entryId))
    .for('update');
  if (!entry) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
  const [next] = await db
    .select({ value: sql<number>`coalesce(max(${contentVersions.version}), 0)::int + 1` })
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entryId));
  await db.insert(contentVersions).values({
    entryId,
    version: next!.value,
    title: draft.title,
    bodyMarkdown: draft.bodyMarkdown,
    createdBy: actorId,
    createdAt: now,
  });
  await db.update(contentEntries).set({ updatedAt: now }).where(eq(contentEntries.id, entryId));
  return next!.value;
}

export async function versionOf(db: Database, entryId: string, versionId: string) {
  const [version] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.entryId, entryId)));
  if (!version) throw new HttpError(404, 'That version was not found.', { code: 'not_found' });
  return version;
}

export async function publishVersion(db: Database, entryId: string, versionId: string, now: Date) {
  const version = await versionOf(db, entryId, versionId);
  await db
    .update(contentVersions)
    .set({ publishedAt: sql`coalesce(${contentVersions.publishedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(contentVersions.id, versionId));
  await db
    .update(contentEntries)
    .set({ publishedVersionId: versionId, updatedAt: now })
    .where(eq(contentEntries.id, entryId));
  return version;
}
