// The secrets the sandbox hands out (login codes, bearer tokens) and how they are kept at rest: hashed only.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random six-digit login code, leading zeros kept. */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A per-code salt, so equal codes issued to different people never share a hash. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** An opaque bearer token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hashLoginCode(salt: string, code: string): string {
  return sha256Hex(`${salt}:${code}`);
}

/** Compares two hex digests in constant time, so a wrong code leaks nothing through timing. */
export function isSameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
