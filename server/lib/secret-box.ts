// Secrets of the outside services at rest (docs/decisions/040): AES-256-GCM under a key from SECRETS_KEY, or, when
// that is unset outside production, under a key file made once in DATA_DIR. The key never sits in the database it
// protects, so a copy of the database alone yields no provider credentials.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(secrets: Record<string, string>): string;
  /** Throws when the text was sealed under another key or altered. */
  open(sealed: string): Record<string, string>;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(keyMaterial).digest();
  return {
    seal(secrets) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unknown secret format.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString();
      return JSON.parse(text) as Record<string, string>;
    },
  };
}

export const SECRETS_KEY_MISSING =
  'Set SECRETS_KEY on the server (32 characters or more) before saving provider secrets.';

/**
 * The box for this server: SECRETS_KEY, else (not in production) `secrets.key` in the data directory, made on
 * first use. Null in production without SECRETS_KEY: secrets cannot be saved there, and the page says why.
 */
export function loadSecretBox(config: {
  SECRETS_KEY?: string;
  DATA_DIR: string;
  NODE_ENV: string;
}): SecretBox | null {
  if (config.SECRETS_KEY) return createSecretBox(config.SECRETS_KEY);
  if (config.NODE_ENV === 'production') return null;
  const file = join(config.DATA_DIR, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createSecretBox(readFileSync(file, 'utf8').trim());
}
