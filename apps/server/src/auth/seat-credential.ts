import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new seat credential: 256 random bits from the OS generator, URL-safe. */
export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a credential: its SHA-256 (a credential is random, so no salt or stretching is needed). */
export function credentialHash(credential: string): string {
  return createHash('sha256').update(credential, 'utf8').digest('hex');
}

/** Whether `credential` is the one `hash` was made from, compared in constant time. */
export function credentialMatches(credential: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(credentialHash(credential), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
