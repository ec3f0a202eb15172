// Keys for the second factor, derived from one configured secret with HKDF-SHA256:
// TWO_FACTOR_ENCRYPTION_KEY when set, else NEXTAUTH_SECRET. One key encrypts the TOTP secrets at
// rest (AES-256-GCM, bound to the user id), another keys the HMAC of the recovery codes.
// Changing that setting makes the stored secrets unreadable: every enrolled person then needs an
// admin's reset (docs/operations.md).
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/config/env.mjs';

export interface TwoFactorKeys {
  encryption: Buffer;
  recovery: Buffer;
}

const SALT = 'magnolia-two-factor';

export function deriveTwoFactorKeys(material: string): TwoFactorKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', material, SALT, info, 32));
  return { encryption: derive('totp-secret-encryption:v1'), recovery: derive('recovery-code-hmac:v1') };
}

let configured: TwoFactorKeys | undefined;
/** The keys from this process's configuration. */
export function twoFactorKeys(): TwoFactorKeys {
  configured ??= deriveTwoFactorKeys(env.TWO_FACTOR_ENCRYPTION_KEY ?? env.NEXTAUTH_SECRET);
  return configured;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts a TOTP secret for storage: `v1.<base64url(iv | tag | ciphertext)>`. The user id is
 * authenticated data, so a ciphertext copied onto another account does not decrypt.
 */
export function sealSecret(secret: string, userId: string, key: Buffer = twoFactorKeys().encryption): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** Decrypts what sealSecret stored; throws when it was altered, moved or sealed with another key. */
export function openSecret(sealed: string, userId: string, key: Buffer = twoFactorKeys().encryption): string {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error('Unknown two-factor secret format');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('Truncated two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** What is stored for a recovery code: an HMAC, so neither a database copy nor a guess list helps. */
export function hashRecoveryCode(normalizedCode: string, key: Buffer = twoFactorKeys().recovery): string {
  return createHmac('sha256', key).update(normalizedCode).digest('hex');
}
