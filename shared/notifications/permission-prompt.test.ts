import { describe, expect, it } from 'vitest';
import { sessionMark, shouldAskPermission } from './permission-prompt';

describe('shouldAskPermission', () => {
  const mark = sessionMark('token-a');
  it.each([
    ['default', null, 'token-a', true, 'first sign-in on this browser'],
    ['default', mark, 'token-a', false, 'a page load of the same sign-in'],
    ['default', mark, 'token-b', true, 'a new sign-in, still undecided'],
    ['default', '1', 'token-a', true, 'the old once-per-browser flag'],
    ['denied', null, 'token-a', false, 'blocked: asking does nothing'],
    ['granted', null, 'token-a', false, 'already allowed'],
    ['unsupported', null, 'token-a', false, 'no Notification API'],
  ] as const)('%s, asked for %j, token %s: %j (%s)', (permission, askedFor, token, expected, _case) => {
    expect(shouldAskPermission(permission, askedFor, token)).toBe(expected);
  });
});

describe('sessionMark', () => {
  it('tells sign-ins apart without containing the token', () => {
    expect(sessionMark('token-a')).toBe(sessionMark('token-a'));
    expect(sessionMark('token-a')).not.toBe(sessionMark('token-b'));
    expect(sessionMark('secret-token-value')).not.toContain('secret');
  });
});
