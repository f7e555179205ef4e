import { describe, expect, it } from 'vitest';
import { FARM_PARSE_ERROR, extractJson } from './extract-json';

describe('extractJson (docs/product/web-app.md Login response handling)', () => {
  it.each([
    [
      'a plain JSON object',
      '{"access_token":"t","user":{"id":"1"}}',
      { access_token: 't', user: { id: '1' } },
    ],
    ['a plain JSON array', '[{"id":1},{"id":2}]', [{ id: 1 }, { id: 2 }]],
    ['whitespace around', '  \n{"a":1}\n ', { a: 1 }],
    ['a notice before', 'Notice: Undefined variable $x in /srv/app.php on line 3\n{"a":1}', { a: 1 }],
    ['a notice after', '{"a":1}<!-- served by cache-7 -->', { a: 1 }],
    ['text on both sides', 'Warning: deprecated\r\n{"a":{"b":[1,2]}}\nDone.', { a: { b: [1, 2] } }],
    [
      'brackets in the notice',
      'Notice: Undefined offset [3] {sic}\n{"data":[{"id":"x"}]}',
      { data: [{ id: 'x' }] },
    ],
    [
      'braces inside strings',
      'PHP Notice\n{"msg":"use {braces} and ] freely","ok":true}',
      { msg: 'use {braces} and ] freely', ok: true },
    ],
    ['escaped quotes', 'x {"q":"say \\"hi\\" }"} y', { q: 'say "hi" }' }],
    ['an array after text', 'Deprecated: foo()\n[1,2,3]', [1, 2, 3]],
  ])('finds the JSON in %s', (_name, raw, expected) => {
    expect(extractJson(raw)).toEqual(expected);
  });

  it('passes parsed bodies through unchanged', () => {
    const body = { access_token: 't' };
    expect(extractJson(body)).toBe(body);
    const list = [1];
    expect(extractJson(list)).toBe(list);
  });

  it.each([
    ['text only', 'Service temporarily unavailable'],
    ['an empty string', ''],
    ['a bare JSON string', '"hello"'],
    ['a bare number', '42'],
    ['unbalanced JSON', 'Notice {"a":1'],
    ['broken JSON', '{"a":}'],
  ])('fails with Invalid response format on %s', (_name, raw) => {
    expect(() => extractJson(raw)).toThrow(new Error('Invalid response format'));
  });

  it.each([null, undefined, 42, true])('fails on a non-string, non-object body (%s)', (raw) => {
    expect(() => extractJson(raw)).toThrow('Invalid response format');
  });

  it('uses the message it is given (farm responses)', () => {
    expect(FARM_PARSE_ERROR).toBe('Failed to parse farm response');
    expect(() => extractJson('<html>502</html>', FARM_PARSE_ERROR)).toThrow('Failed to parse farm response');
  });
});
