import type { NoRows, Sql, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { TRADE_MESSAGES as m } from './schemas.ts';
import { invalid, notFound } from '../../core/errors.ts';

// A customer's one price group, changed by an approval or by the admin in 'Müşteriler'; every
// change is kept in price_group_changes with who and when.

/** Sets the group (null: none) and records the change; run inside the caller's transaction. */
export async function recordGroupChange(
  tx: Tx,
  change: { userId: number; groupId: number | null; adminId: number; applicationId?: number },
): Promise<void> {
  await tx<NoRows>`UPDATE users SET price_group_id = ${change.groupId} WHERE id = ${change.userId}`;
  await tx<NoRows>`
    INSERT INTO price_group_changes (user_id, price_group_id, group_name, application_id, changed_by)
    VALUES (${change.userId}, ${change.groupId},
      (SELECT name FROM price_groups WHERE id = ${change.groupId}), ${change.applicationId ?? null}, ${change.adminId})`;
}

/** The admin moves a customer (never an admin) into a group or out of every group. */
export async function setCustomerGroup(sql: Sql, adminId: number, userId: number, groupId: number | null) {
  await sql.begin(async (tx) => {
    const [user] = await tx<Row<'users', 'is_admin'>[]>`SELECT is_admin FROM users WHERE id = ${userId} FOR UPDATE`;
    if (!user || user.is_admin) throw notFound(m.customerNotFound);
    if (groupId !== null) {
      const [group] = await tx<
        { found: number }[]
      >`SELECT 1 AS found FROM price_groups WHERE id = ${groupId} FOR SHARE`;
      if (!group) throw invalid(m.groupMissing);
    }
    await recordGroupChange(tx, { userId, groupId, adminId });
  });
  return { message: m.groupChanged };
}
