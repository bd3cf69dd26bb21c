import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum in the typings (unusable with isolatedModules): its value is 2.
const ARGON2ID = 2;

/** argon2id hash of a password (library defaults: 19 MiB, 2 passes, OWASP's minimum profile). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash it still verifies against a dummy one,
 * so a phone without an account (or without a password) costs the same time as a wrong password.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('juzuo-timing-equaliser-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
