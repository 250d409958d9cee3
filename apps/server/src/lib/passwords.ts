import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's OWASP-level defaults. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verified against when the e-mail is unknown, so both paths take the same time.
const decoy = hash('decoy-password-never-used');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}
