import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MeResponseSchema } from '@/shared/contracts/auth';
import { compileWriter, jsonAnswerCompiler } from './json-answers';

const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('JSON answers', () => {
  it('writes what zod writes for objects, arrays, nullable values, enums and records', () => {
    const schema = z.object({
      id: z.string(),
      name: z.string().nullable(),
      quantity: z.number(),
      count: z.number().int(),
      active: z.boolean(),
      status: z.enum(['active', 'archived']),
      tags: z.array(z.string()),
      limits: z.record(z.string(), z.number()),
      owner: z.object({ id: z.string(), email: z.string().email() }).nullable(),
      extra: z.unknown(),
    });
    const write = compileWriter(schema);
    expect(write).toBeDefined();
    for (const data of [
      {
        id: 'a"b\\c',
        name: 'Dap \u00e9 "quoted"\n',
        quantity: 12.5,
        count: 3,
        active: true,
        status: 'archived',
        tags: ['x', 'y'],
        limits: { kg: 2, l: 0.5 },
        owner: { id: 'u1', email: 'a@example.test' },
        extra: { any: [1, 'two', null] },
      },
      {
        id: '',
        name: null,
        quantity: -0.25,
        count: 0,
        active: false,
        status: 'active',
        tags: [],
        limits: {},
        owner: null,
        extra: null,
      },
    ]) {
      expect(JSON.parse(write!(data))).toEqual(JSON.parse(zodWrites(schema, data)));
    }
  });

  it('never writes a field the schema does not declare, like zod', () => {
    const write = compileWriter(MeResponseSchema)!;
    const user = {
      id: 'u1',
      name: 'Wanjiru',
      email: 'w@example.test',
      phone_number: null,
      email_verified_at: null,
      phone_verified_at: null,
      user_type: 'farmer',
      created_at: '2026-01-01T00:00:00.000Z',
      password_hash: 'scrypt$secret',
    };
    const written = write({ user, token_hash: 'abc' });
    expect(written).not.toContain('scrypt$secret');
    expect(written).not.toContain('token_hash');
    expect(JSON.parse(written)).toEqual(JSON.parse(zodWrites(MeResponseSchema, { user })));
  });

  it('keeps zod for schemas that do not convert: transforms and unions', () => {
    expect(compileWriter(z.object({ at: z.date().transform((d) => d.toISOString()) }))).toBeUndefined();
    expect(
      compileWriter(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])),
    ).toBeUndefined();
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    const write = jsonAnswerCompiler({ schema: union, method: 'GET', url: '/x', httpStatus: '200' });
    expect(write({ b: 2 })).toBe('{"b":2}');
    // zod's serializer refuses what its schema does not allow, as before.
    expect(() => write({ c: 'x' })).toThrow();
  });

  it('refuses an answer missing a required field instead of writing half of it', () => {
    const write = compileWriter(z.object({ id: z.string(), name: z.string() }))!;
    expect(() => write({ id: 'x' })).toThrow(/name/);
  });
});
