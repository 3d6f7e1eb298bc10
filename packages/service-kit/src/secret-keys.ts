import { createSecretKey, type KeyObject } from 'node:crypto';

/** Secrets seen: the product has a handful (its JWT secret and the keys derived from it). */
const maxKeys = 16;
const keys = new Map<string, KeyObject>();

/**
 * A secret as the key object jsonwebtoken signs and verifies with. Given a string, jsonwebtoken
 * first tries to read it as a PEM key (a parse that throws) and then makes a secret key, on every
 * call: about 2% of the thread on a busy night of staff writes. Made once per secret.
 */
export function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= maxKeys) keys.clear();
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}
