import type { AppContext } from '../../core/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { ACCOUNT_MESSAGES } from '../../schemas/account.ts';
import { confirmPassword } from './password-check.ts';
import { assertAccountSettled } from '../../features/open-account/index.ts';

/**
 * 'Hesabımı Sil' (docs/decisions/0141): the account, its sessions, cart, addresses,
 * links and account-level consents go; the orders stay for the legal retention period
 * with what an invoice and the distance sales contract need, and lose the rest
 * (e-mail, phone, notes, addresses of connection) together with the link to the account.
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string): Promise<void> {
  const [user] = await ctx.sql<{ is_admin: boolean }[]>`SELECT is_admin FROM users WHERE id = ${userId}`;
  if (!user) throw notFound();
  if (user.is_admin) throw forbidden(ACCOUNT_MESSAGES.adminCannotDelete);
  await confirmPassword(ctx, userId, password);
  await ctx.sql.begin(async (tx) => {
    // An open account with money owed either way stays until it is settled (decision 0294). Its
    // row is locked before the user's, in the order an open-account checkout takes them.
    await assertAccountSettled(tx, userId);
    await tx`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
    await tx`
      UPDATE orders SET customer_email = '', customer_phone = '', notes = NULL, client_ip = NULL, session_id = NULL,
        marketing_consent = false, personal_data_erased_at = now(), updated_at = now()
      WHERE user_id = ${userId}`;
    // A return's note, photos and branch receipt are the buyer's words and pictures, not the sale's.
    await tx`
      UPDATE returns SET note = '', photos = '{}', sender_tracking = NULL
      WHERE order_id IN (SELECT id FROM orders WHERE user_id = ${userId})`;
    // Consents given with an order prove the contract and stay with it; the account's own go.
    await tx`DELETE FROM consents WHERE user_id = ${userId} AND order_id IS NULL`;
    await tx`UPDATE consents SET client_ip = NULL WHERE user_id = ${userId} AND kind = 'marketing'`;
    // Sessions, cart, addresses and links go with the user row (ON DELETE CASCADE); orders keep no link.
    await tx`DELETE FROM users WHERE id = ${userId}`;
  });
}
