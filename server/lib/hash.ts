import { hash, timingSafeEqual } from 'node:crypto';

// The one-shot form: every authenticated request hashes its token, and a Hash object per call cost a few µs more.
export const sha256 = (text: string) => hash('sha256', text, 'hex');

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
