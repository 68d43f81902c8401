import type { Sql } from '#db/connection.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { conflict, invalid } from '../../core/errors.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { AUTH_MESSAGES, type CurrentUserView, type RegisterInput } from '../../schemas/auth.ts';
import { CONSENT_TEXT_VERSION } from './consents.ts';
import type { Row } from '#db/tables.ts';
import type { AdminRole } from '../../shared/admin-roles.ts';

export interface AccountUser {
  id: number;
  isAdmin: boolean;
}

/**
 * A new customer (never an admin) with the consents given in the form. The unique
 * indexes decide duplicates, so two racing registrations cannot both win. A taken
 * username is named first, whatever the e-mail: which of the two indexes PostgreSQL
 * happens to check first must not tell a stranger that an address is registered.
 */
export async function registerCustomer(sql: Sql, input: RegisterInput, clientIp: string): Promise<AccountUser> {
  const problem = passwordProblem(input.password, input);
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(input.password);
  try {
    return await sql.begin(async (tx) => {
      const [user] = await tx<{ id: number }[]>`
        INSERT INTO users (username, email, password_hash, full_name, phone, is_admin, email_marketing_consent)
        VALUES (${input.username}, ${input.email}, ${passwordHash}, ${input.fullName}, ${input.phone}, false, ${input.emailMarketingConsent})
        RETURNING id`;
      const consents = [
        {
          user_id: user!.id,
          kind: 'kvkk',
          granted: input.kvkkConsent,
          text_version: CONSENT_TEXT_VERSION.kvkk,
          client_ip: clientIp,
        },
        {
          user_id: user!.id,
          kind: 'marketing',
          granted: input.emailMarketingConsent,
          text_version: CONSENT_TEXT_VERSION.marketing,
          client_ip: clientIp,
        },
      ];
      await tx`INSERT INTO consents ${tx(consents, 'user_id', 'kind', 'granted', 'text_version', 'client_ip')}`;
      return { id: user!.id as number, isAdmin: false };
    });
  } catch (error) {
    const constraint =
      (error as { code?: string; constraint_name?: string }).code === '23505'
        ? (error as { constraint_name?: string }).constraint_name
        : null;
    if (constraint === 'users_username_unique' || (constraint && (await usernameTaken(sql, input.username))))
      throw conflict(AUTH_MESSAGES.usernameTaken);
    if (constraint === 'users_email_unique') throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

async function usernameTaken(sql: Sql, username: string): Promise<boolean> {
  const rows = await sql<
    Row<'users', 'id'>[]
  >`SELECT id FROM users WHERE shop_lower_tr(username) = shop_lower_tr(${username})`;
  return rows.length > 0;
}

// Verified when the username is unknown, so both failures take the same time.
const dummyHash = hashPassword('bu-kullanici-yok');

/** The user for a username (any letter case) and password, or null; never says which was wrong. */
export async function authenticate(sql: Sql, username: string, password: string): Promise<AccountUser | null> {
  const [row] = await sql<
    Row<'users', 'id' | 'password_hash' | 'is_admin'>[]
  >`SELECT id, password_hash, is_admin FROM users
    WHERE shop_lower_tr(username) = shop_lower_tr(${username}) AND staff_removed_at IS NULL`;
  const ok = await verifyPassword(row ? row.password_hash : await dummyHash, password);
  return row && ok ? { id: row.id, isAdmin: row.is_admin } : null;
}

export async function currentUser(sql: Sql, userId: number): Promise<CurrentUserView | null> {
  const [row] = await sql<
    (Row<'users', 'id' | 'username' | 'is_admin' | 'email' | 'full_name' | 'phone'> & {
      in_price_group: boolean;
      admin_role: AdminRole | null;
    })[]
  >`SELECT id, username, is_admin, admin_role, email, full_name, phone, price_group_id IS NOT NULL AS in_price_group
    FROM users WHERE id = ${userId}`;
  return row
    ? {
        id: row.id,
        username: row.username,
        isAdmin: row.is_admin,
        adminRole: row.admin_role,
        email: row.email,
        fullName: row.full_name,
        phone: row.phone,
        inPriceGroup: row.in_price_group,
      }
    : null;
}
