// An invitation's two bearer secrets (docs/product/staff.md "Invitations"): a long random token for the link and
// an 8-character code a person can type. Only their keyed hashes are stored (server/modules/auth/code-hash.ts:
// HMAC under the server's key), so a leaked table neither opens an invitation nor lets the codes be guessed offline.
import { randomBytes, randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '@/shared/contracts/staff';
import type { CodeHasher } from '@/server/modules/auth/code-hash';

export interface InvitationSecrets {
  token: string;
  code: string;
  tokenHash: string;
  codeHash: string;
}

const TOKEN_PURPOSE = 'invitation-token';
const CODE_PURPOSE = 'invitation-code';

/** "k7qm-4xpa", " K7QM 4XPA " → "K7QM4XPA": what a person types, read the way the code was issued. */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** A code as people read it: two groups of four ("K7QM-4XPA"). */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** Whether typed text can be a code at all (so a token is never hashed as a code, nor the other way round). */
export const looksLikeCode = (typed: string) => {
  const code = normalizeCode(typed);
  return (
    code.length === INVITATION_CODE_LENGTH && [...code].every((c) => INVITATION_CODE_ALPHABET.includes(c))
  );
};

function randomCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) {
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  }
  return code;
}

export const hashToken = (hasher: CodeHasher, token: string) => hasher.hash(TOKEN_PURPOSE, '', token.trim());
export const hashCode = (hasher: CodeHasher, typed: string) =>
  hasher.hash(CODE_PURPOSE, '', normalizeCode(typed));

export async function newInvitationSecrets(hasher: CodeHasher): Promise<InvitationSecrets> {
  // 32 random bytes: the link cannot be guessed; the code (31^8, about 8.5e11) is also rate-limited per address.
  const token = randomBytes(32).toString('base64url');
  const code = randomCode();
  return { token, code, tokenHash: await hashToken(hasher, token), codeHash: await hashCode(hasher, code) };
}
