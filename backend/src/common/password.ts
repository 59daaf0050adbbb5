import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; ~50 ms on our machines). */
export function hashSecret(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifySecret(digest: string, plain: string): Promise<boolean> {
  try {
    return await verify(digest, plain);
  } catch {
    return false;
  }
}
