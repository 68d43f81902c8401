import { hash, verify } from '@node-rs/argon2';

// argon2id at 19 MiB and 2 passes: the least memory and time that still make guessing a stolen
// hash on graphics cards slow, while a login stays well under a tenth of a second.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
