import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id setting: 19 MiB, 2 iterations, 1 lane. */
/** 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both answers take as long. */
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string) {
  decoy ??= hashPassword('decoy-password-for-unknown-users');
  await verifyPassword(await decoy, password);
}
