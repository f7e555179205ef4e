// How answers become JSON (docs/decisions/036). Each route's response schema is written in zod (the contracts);
// zod's serializer checks the whole answer against it and then runs JSON.stringify, about three times the time
// fast-json-stringify takes for the same output. So where a schema converts to a plain JSON Schema (objects,
// arrays, strings, numbers, booleans, enums, nullable values), the answer is written by fast-json-stringify
// compiled from it, which, like zod, writes only the properties the schema declares: a field the schema does
// not name (a password hash, a token's hash) never leaves the server. Schemas that do not convert (transforms,
// unions, recursive or referenced parts) keep zod's serializer.
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
/** Keywords that only validate: they change nothing in what is written, and fast-json-stringify ignores them. */
const VALIDATION_ONLY = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
  'propertyNames',
  'description',
  'title',
  '$schema',
]);
/** Keywords fast-json-stringify would answer by validating each value at run time, or that zod writes its own way. */
const NEEDS_ZOD = new Set([
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  '$ref',
  '$defs',
  'definitions',
  'patternProperties',
]);

/**
 * The schema fast-json-stringify is given: `anyOf [T, null]` (zod's nullable) as `type: [T, 'null']`, validation
 * keywords dropped. Throws when a part needs zod.
 */
export function writableSchema(schema: unknown): JsonSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Error('not a schema object');
  }
  const source = schema as JsonSchema;
  const nullable = asNullable(source);
  if (nullable) return nullable;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (NEEDS_ZOD.has(key)) throw new Error(`"${key}" needs zod`);
    if (key === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, part]) => [name, writableSchema(part)]),
      );
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      out[key] = writableSchema(value);
    } else {
      out[key] = value;
    }
  }
  // `{}` (zod's unknown) is written as JSON.stringify writes it; any other part names its type.
  const keys = Object.keys(out);
  if (keys.length > 0 && out.type === undefined && out.enum === undefined && out.const === undefined) {
    throw new Error('a part without a type needs zod');
  }
  return out;
}

function asNullable(schema: JsonSchema): JsonSchema | null {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(schema).length !== 1) return null;
  const nullIndex = options.findIndex((o) => (o as JsonSchema).type === 'null');
  if (nullIndex === -1) return null;
  const other = writableSchema(options[1 - nullIndex]);
  const type = other.type;
  if (typeof type !== 'string' || (!PRIMITIVE_TYPES.has(type) && type !== 'object' && type !== 'array')) {
    throw new Error('a nullable part without a single type needs zod');
  }
  if (other.enum) return { ...other, enum: [...(other.enum as unknown[]), null], type: [type, 'null'] };
  return { ...other, type: [type, 'null'] };
}

/** fast-json-stringify for `schema` when it converts, else undefined. */
export function compileWriter(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let json: JsonSchema;
  try {
    json = writableSchema(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', reused: 'inline' }),
    );
  } catch {
    return undefined;
  }
  return fastJsonStringify(json as unknown as Schema);
}

export const jsonAnswerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  const writer = schema instanceof z.ZodType ? compileWriter(schema) : undefined;
  return writer ?? zodSerializerCompiler(route);
};
