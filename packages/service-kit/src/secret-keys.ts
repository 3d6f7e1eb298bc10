import { createSecretKey, type KeyObject } from 'node:crypto';
import { remembered } from '@venue/contracts/remembered';

/**
 * A secret as the key object jsonwebtoken signs and verifies with. Given a string, jsonwebtoken
 * first tries to read it as a PEM key (a parse that throws) and then makes a secret key, on every
 * call: about 2% of the thread on a busy night of staff writes. Made once per secret.
 */
export const secretKey: (secret: string) => KeyObject = remembered(
  (secret: string) => createSecretKey(Buffer.from(secret)),
  // The product has a handful: its JWT secret and the keys derived from it.
  { max: 16 },
);
