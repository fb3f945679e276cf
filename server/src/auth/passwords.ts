import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1); 26-68 ms a hash on the reference machine. */
const ARGON2ID = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown or disabled account) it still
 * verifies against a throwaway hash of the same cost, so that a wrong name and a wrong password take the
 * same time and cannot be told apart.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('a password that no account has');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
