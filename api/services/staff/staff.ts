import type { Db, NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { hashPassword } from '../../auth/password.ts';
import { newPasswordProblem } from '../../auth/password-policy.ts';
import { invalidateAllSessions } from '../../auth/session.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { AUTH_MESSAGES } from '../../schemas/auth.ts';
import { STAFF_MESSAGES, type StaffCreateInput, type StaffMember, type StaffUpdateInput } from '../../schemas/staff.ts';
import type { AdminRole } from '../../shared/admin-roles.ts';

// The shop's staff (issue 50, decision 0397): admin accounts with a role. A removed member keeps
// the row (marked staff_removed_at, password unusable, sessions ended), so the orders' history
// still names who did what; such a row can never sign in again (accounts.ts's authenticate).
// Changes that could leave the shop without an owner take one lock, so two owners demoting each
// other at once cannot both succeed.

const OWNERS_LOCK = 72_410_050;
/** Not an argon2 hash: no password ever verifies against it. */
const NO_PASSWORD = '!removed';

type StaffRow = Row<'users', 'id' | 'username' | 'email' | 'full_name' | 'created_at'> & { admin_role: AdminRole };

const toMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  username: r.username,
  email: r.email,
  fullName: r.full_name,
  role: r.admin_role,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listStaff(sql: Sql): Promise<StaffMember[]> {
  const rows = await sql<StaffRow[]>`
    SELECT id, username, email, full_name, admin_role, created_at FROM users
    WHERE is_admin AND staff_removed_at IS NULL ORDER BY created_at, id`;
  return rows.map(toMember);
}

function passwordRefusal(password: string, owner: { username: string; email: string }) {
  const problem = newPasswordProblem(password, { ...owner, isAdmin: true });
  if (problem) throw invalid(problem);
}

/** A new staff member; a taken sign-in name or e-mail (any account's) is a 409. */
export async function createStaff(sql: Sql, input: StaffCreateInput): Promise<StaffMember> {
  passwordRefusal(input.password, input);
  const hash = await hashPassword(input.password);
  try {
    const [row] = await sql<StaffRow[]>`
      INSERT INTO users (username, email, password_hash, full_name, is_admin, admin_role)
      VALUES (${input.username}, ${input.email}, ${hash}, ${input.fullName}, true, ${input.role})
      RETURNING id, username, email, full_name, admin_role, created_at`;
    return toMember(row!);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    // Whichever unique index PostgreSQL checked first, a taken name is named first.
    const taken = await sql<Row<'users', 'id'>[]>`
      SELECT id FROM users WHERE shop_lower_tr(username) = shop_lower_tr(${input.username})`;
    throw conflict(taken.length ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken);
  }
}

async function lockedMember(tx: Db, id: number): Promise<StaffRow> {
  await tx`SELECT pg_advisory_xact_lock(${OWNERS_LOCK})`;
  const [row] = await tx<StaffRow[]>`
    SELECT id, username, email, full_name, admin_role, created_at FROM users
    WHERE id = ${id} AND is_admin AND staff_removed_at IS NULL FOR UPDATE`;
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return row;
}

/** Refuses a change that takes the shop's last owner away. */
async function keepAnOwner(tx: Db, member: StaffRow) {
  if (member.admin_role !== 'owner') return;
  const [{ owners } = { owners: 0 }] = await tx<{ owners: number }[]>`
    SELECT count(*)::int AS owners FROM users WHERE admin_role = 'owner' AND is_admin AND staff_removed_at IS NULL`;
  if (owners <= 1) throw conflict(STAFF_MESSAGES.lastOwner);
}

/**
 * Name, role or password; a new password ends the member's sessions (all but `keepSessionId`,
 * the owner's own when they change their own password), as a role change needs no such thing:
 * the role is read on every request.
 */
export async function updateStaff(
  sql: Sql,
  id: number,
  input: StaffUpdateInput,
  keepSessionId: string | null,
): Promise<StaffMember> {
  return sql.begin(async (tx) => {
    const member = await lockedMember(tx, id);
    if (input.role && input.role !== 'owner') await keepAnOwner(tx, member);
    if (input.password) passwordRefusal(input.password, member);
    const hash = input.password ? await hashPassword(input.password) : null;
    const [row] = await tx<StaffRow[]>`
      UPDATE users SET full_name = coalesce(${input.fullName ?? null}, full_name),
        admin_role = coalesce(${input.role ?? null}, admin_role),
        password_hash = coalesce(${hash}, password_hash)
      WHERE id = ${id} RETURNING id, username, email, full_name, admin_role, created_at`;
    if (hash) await invalidateAllSessions(tx, id, keepSessionId);
    return toMember(row!);
  });
}

/** Takes a member's rights away for good; never the caller's own account, never the last owner. */
export async function removeStaff(sql: Sql, id: number, callerId: number): Promise<void> {
  if (id === callerId) throw conflict(STAFF_MESSAGES.notYourself);
  await sql.begin(async (tx) => {
    const member = await lockedMember(tx, id);
    await keepAnOwner(tx, member);
    await tx<NoRows>`UPDATE users SET staff_removed_at = now(), password_hash = ${NO_PASSWORD} WHERE id = ${id}`;
    await invalidateAllSessions(tx, id);
  });
}
