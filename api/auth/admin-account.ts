import { randomBytes } from 'node:crypto';
import type { Sql, NoRows, Db } from '#db/connection.ts';
import { hashPassword } from './password.ts';
import { newPasswordProblem } from './password-policy.ts';

export interface CreatedAdmin {
  username: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/** The first admin at start: created, or left for the operator when nobody could see a generated password. */
export type FirstAdmin = (CreatedAdmin & { created: true }) | { username: string; created: false };

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * An owner (decision 0397): the first admin at start and the operator's `admin:create` are the
 * shop's keys, so they may do everything, the staff's accounts included.
 */
export async function createAdmin(
  sql: Db,
  username: string,
  password: string | null,
  email?: string,
): Promise<CreatedAdmin> {
  const generatedPassword = password ? null : generatePassword();
  const passwordHash = await hashPassword(password ?? generatedPassword!);
  await sql<NoRows>`
    INSERT INTO users (username, email, password_hash, full_name, is_admin, admin_role)
    VALUES (${username}, ${email ?? `${username}@admin.local`}, ${passwordHash}, ${'Yönetici'}, true, 'owner')`;
  return { username, generatedPassword };
}

// Two instances starting together on one database must not both create the first admin.
const FIRST_ADMIN_LOCK = 72_410_002;

/**
 * On first start: the admin from ADMIN_USERNAME/ADMIN_PASSWORD, else one with a random password
 * when `canShowPassword` (a person will read it); otherwise none, and the caller says why.
 */
export async function ensureAdmin(
  sql: Sql,
  env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  canShowPassword = true,
): Promise<FirstAdmin | null> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`;
    const [existing] = await tx<{ found: number }[]>`SELECT 1 AS found FROM users WHERE is_admin LIMIT 1`;
    if (existing) return null;
    const username = env.ADMIN_USERNAME ?? 'admin';
    // A guessable first admin password is refused at start, before anyone can sign in with it.
    const problem = env.ADMIN_PASSWORD
      ? newPasswordProblem(env.ADMIN_PASSWORD, { username, email: '', isAdmin: true })
      : null;
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    if (!env.ADMIN_PASSWORD && !canShowPassword) return { username, created: false };
    return { ...(await createAdmin(tx, username, env.ADMIN_PASSWORD ?? null)), created: true };
  });
}
