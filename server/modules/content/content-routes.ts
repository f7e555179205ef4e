// /api/admin/content (editing, under content.* permissions) and /api/content (what the public reads)
// (docs/product/content.md). Every admin write records a platform action in the same transaction.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentDraftInput,
  ContentEntryListSchema,
  ContentEntryResponseSchema,
  ContentVersionListSchema,
  CreateContentEntryInput,
  PublishedContentListSchema,
  PublishedPageResponseSchema,
} from '@/shared/contracts/content';
import { CONTENT_PAGES } from '@/shared/contracts/platform-enums';
import type { RouteOptions } from '@/server/lib/route-options';
import { currentUser } from '@/server/plugins/auth';
import { contentEntries } from '@/server/db/schema/platform-config';
import { HttpError } from '@/server/lib/http-error';
import { requirePlatformPermission } from '@/server/modules/platform-staff/platform-access';
import { recordPlatformAction } from '@/server/modules/platform-staff/platform-audit';
import {
  NOT_FOUND,
  addVersion,
  entryById,
  historyOf,
  listEntries,
  publishVersion,
  versionOf,
} from './content-store';
import { publishedOfKind, publishedPage } from './public-content';

const EntryParams = z.object({ id: z.uuid({ error: NOT_FOUND }) });
const VersionParams = EntryParams.extend({ versionId: z.uuid({ error: 'That version was not found.' }) });
const PageParams = z.object({ slug: z.enum(CONTENT_PAGES, { error: 'There is no such page.' }) });

export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, clock } = ctx;
  const admin = { access: 'admin' } as const;
  const needs = (permission: Parameters<typeof requirePlatformPermission>[2]) =>
    requirePlatformPermission(app, db, permission);
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, name: user.name };
  };
  const record = (
    tx: typeof db,
    actor: { id: string; name: string },
    action: string,
    id: string,
    summary: string,
    details?: Record<string, unknown>,
  ) =>
    recordPlatformAction(tx, {
      actor,
      module: 'content',
      action,
      targetType: 'content_entry',
      targetId: id,
      summary,
      details,
    });

  app.get(
    '/api/admin/content',
    {
      config: admin,
      onRequest: needs('content.view'),
      schema: { response: { 200: ContentEntryListSchema } },
    },
    async () => ({ data: await listEntries(db) }),
  );

  app.post(
    '/api/admin/content',
    {
      config: admin,
      onRequest: needs('content.create'),
      schema: { body: CreateContentEntryInput, response: { 201: ContentEntryResponseSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { kind, title, body_markdown, sort_order } = request.body;
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(contentEntries)
          .values({ kind, sortOrder: sort_order ?? 0, createdAt: now, updatedAt: now })
          .returning({ id: contentEntries.id });
        await addVersion(tx, entry!.id, { title, bodyMarkdown: body_markdown }, actor.id, now);
        await record(
          tx,
          actor,
          'create',
          entry!.id,
          `Wrote a new ${kind === 'faq' ? 'FAQ entry' : 'announcement'}: ${title}`,
          { kind },
        );
        return entry!.id;
      });
      return reply.code(201).send({ data: await entryById(db, id) });
    },
  );

  app.get(
    '/api/admin/content/:id/versions',
    {
      config: admin,
      onRequest: needs('content.view'),
      schema: { params: EntryParams, response: { 200: ContentVersionListSchema } },
    },
    async (request) => ({ data: await historyOf(db, request.params.id) }),
  );

  app.post(
    '/api/admin/content/:id/versions',
    {
      config: admin,
      onRequest: needs('content.edit'),
      schema: { params: EntryParams, body: ContentDraftInput, response: { 201: ContentEntryResponseSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const version = await addVersion(
          tx,
          id,
          { title: request.body.title, bodyMarkdown: request.body.body_markdown },
          actor.id,
          clock.now(),
        );
        await record(tx, actor, 'edit', id, `Saved draft ${version} of ${request.body.title}`, { version });
      });
      return reply.code(201).send({ data: await entryById(db, id) });
    },
  );

  app.post(
    '/api/admin/content/:id/versions/:versionId/publish',
    {
      config: admin,
      onRequest: needs('content.edit'),
      schema: { params: VersionParams, response: { 200: ContentEntryResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id, versionId } = request.params;
      await db.transaction(async (tx) => {
        const version = await publishVersion(tx, id, versionId, clock.now());
        await record(tx, actor, 'edit', id, `Published version ${version.version} of ${version.title}`, {
          version: version.version,
          published: true,
        });
      });
      return { data: await entryById(db, id) };
    },
  );

  app.post(
    '/api/admin/content/:id/unpublish',
    {
      config: admin,
      onRequest: needs('content.edit'),
      schema: { params: EntryParams, response: { 200: ContentEntryResponseSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [entry] = await tx
          .update(contentEntries)
          .set({ publishedVersionId: null, updatedAt: clock.now() })
          .where(eq(contentEntries.id, id))
          .returning({ id: contentEntries.id });
        if (!entry) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
        await record(tx, actor, 'edit', id, 'Took content off the public site', { published: false });
      });
      return { data: await entryById(db, id) };
    },
  );

  app.post(
    '/api/admin/content/:id/versions/:versionId/restore',
    {
      config: admin,
      onRequest: needs('content.edit'),
      schema: { params: VersionParams, response: { 201: ContentEntryResponseSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, versionId } = request.params;
      await db.transaction(async (tx) => {
        const old = await versionOf(tx, id, versionId);
        const version = await addVersion(
          tx,
          id,
          { title: old.title, bodyMarkdown: old.bodyMarkdown },
          actor.id,
          clock.now(),
        );
        await record(
          tx,
          actor,
          'edit',
          id,
          `Restored version ${old.version} of ${old.title} as draft ${version}`,
          {
            restored: old.version,
            version,
          },
        );
      });
      return reply.code(201).send({ data: await entryById(db, id) });
    },
  );

  app.delete(
    '/api/admin/content/:id',
    { config: admin, onRequest: needs('content.delete'), schema: { params: EntryParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const entry = await entryById(db, request.params.id);
      if (entry.kind === 'page') {
        throw new HttpError(409, 'A public page cannot be deleted; publish new text for it instead.', {
          code: 'page_not_deletable',
        });
      }
      await db.transaction(async (tx) => {
        await tx.delete(contentEntries).where(eq(contentEntries.id, entry.id));
        await record(tx, actor, 'delete', entry.id, `Deleted ${entry.latest?.title ?? entry.kind}`, {
          kind: entry.kind,
        });
      });
      return reply.code(204).send();
    },
  );

  // Public: read by the public pages and the announcement banner; a short cache, as they change rarely.
  const publicRoute = { config: { access: 'public' } } as const;
  app.get(
    '/api/content/pages/:slug',
    { ...publicRoute, schema: { params: PageParams, response: { 200: PublishedPageResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { data: await publishedPage(db, request.params.slug) };
    },
  );
  app.get(
    '/api/content/faq',
    { ...publicRoute, schema: { response: { 200: PublishedContentListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { data: await publishedOfKind(db, 'faq') };
    },
  );
  app.get(
    '/api/content/announcements',
    { ...publicRoute, schema: { response: { 200: PublishedContentListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { data: await publishedOfKind(db, 'announcement') };
    },
  );
};
