// One-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238) on node:crypto, with RFC 4648
// base32 for the secrets authenticator apps exchange. No state here: the service stores the
// last accepted time step so a code cannot be used twice.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type OtpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** What authenticator apps assume when the URI says nothing else: SHA-1, 6 digits, 30 s. */
export const TOTP_DEFAULTS = { algorithm: 'sha1' as OtpAlgorithm, digits: 6, periodSeconds: 30 };
/** Codes of the step before and after now are accepted too, for clock drift and typing time. */
export const TOTP_WINDOW = 1;
/** RFC 4226 asks for at least 128 bits and recommends 160: 20 random bytes. */
export const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces, dashes and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error('Not a base32 string');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

/** A new random secret, base32-encoded (32 characters for 20 bytes). */
export function generateSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226: HMAC of the 8-byte big-endian counter, dynamic truncation, the last `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DEFAULTS.digits, algorithm: OtpAlgorithm = TOTP_DEFAULTS.algorithm): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('counter must be a non-negative integer');
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The RFC 6238 time step of a moment (ms since the epoch). */
export function timeStep(nowMs: number, periodSeconds = TOTP_DEFAULTS.periodSeconds): number {
  return Math.floor(nowMs / 1000 / periodSeconds);
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
  algorithm?: OtpAlgorithm;
}

/** The TOTP code at a moment. */
export function totp(key: Uint8Array, nowMs: number, options: TotpOptions = {}): string {
  const { digits, periodSeconds, algorithm } = { ...TOTP_DEFAULTS, ...options };
  return hotp(key, timeStep(nowMs, periodSeconds), digits, algorithm);
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The time step whose code `code` is, within ±`window` steps of now and later than
 * `afterStep` (the last step this secret accepted), or null. Every candidate is compared, in
 * constant time, so the answer takes the same time whichever matched.
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number, options: TotpOptions & { window?: number; afterStep?: number | null } = {}): number | null {
  const { digits, periodSeconds, algorithm } = { ...TOTP_DEFAULTS, ...options };
  const window = options.window ?? TOTP_WINDOW;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const now = timeStep(nowMs, periodSeconds);
  let matched: number | null = null;
  for (let step = now - window; step <= now + window; step++) {
    if (step < 0) continue;
    const fresh = options.afterStep === null || options.afterStep === undefined || step > options.afterStep;
    if (sameCode(hotp(key, step, digits, algorithm), code) && fresh && matched === null) matched = step;
  }
  return matched;
}

/**
 * The otpauth:// URI authenticator apps read from the QR code (Google Authenticator's key URI
 * format): label "Issuer:account", and the issuer again as a parameter.
 */
export function otpauthUri({ secret, issuer, account }: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DEFAULTS.digits), period: String(TOTP_DEFAULTS.periodSeconds) });
  // URLSearchParams writes spaces as '+', which some apps show literally.
  return `otpauth://totp/${label}?${params.toString().replace(/\+/g, '%20')}`;
}
