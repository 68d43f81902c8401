import type { Sql } from '#db/connection.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { invalidateAllSessions } from '../../auth/session.ts';
import { invalid, unauthenticated } from '../../core/errors.ts';
import { AUTH_MESSAGES, type PasswordChangeInput } from '../../schemas/auth.ts';

/**
 * The signed-in user's new password, after the current one is confirmed. Every other
 * session of the user ends (a stolen token stops working); the one asking stays signed in.
 */
export async function changePassword(
  sql: Sql,
  userId: number,
  sessionId: string,
  input: PasswordChangeInput,
): Promise<void> {
  const [user] = await sql<{ username: string; email: string; password_hash: string; is_admin: boolean }[]>`
    SELECT username, email, password_hash, is_admin FROM users WHERE id = ${userId}`;
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw invalid(AUTH_MESSAGES.currentPasswordWrong);
  if (input.newPassword === input.currentPassword) throw invalid(AUTH_MESSAGES.newPasswordSame);
  const problem = passwordProblem(input.newPassword, { ...user, isAdmin: user.is_admin });
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(input.newPassword);
  await sql.begin(async (tx) => {
    await tx`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`;
    await invalidateAllSessions(tx, userId, sessionId);
  });
}
