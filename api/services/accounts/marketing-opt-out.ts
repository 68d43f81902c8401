import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { notFound } from '../../core/errors.ts';
import { linkTokenHash } from './one-time-tokens.ts';
import { setMarketingConsent } from './profile.ts';

export const OPT_OUT_MESSAGES = {
  done: 'Ticari elektronik ileti izniniz geri alındı; size bu tür e-posta gönderilmeyecek',
  invalidLink: 'Bu bağlantı geçersiz. İzninizi Hesabım sayfasındaki Gizlilik bölümünden de geri alabilirsiniz',
} as const;

/**
 * The one-click way out of a commercial mail (ETK): the token of the mail's links names the
 * customer; the consent is withdrawn and recorded like any withdrawal. Clicking again is fine.
 */
export async function optOutByMailToken(sql: Sql, token: string, clientIp: string): Promise<void> {
  const hash = linkTokenHash(token);
  const [user] = hash
    ? await sql<Row<'users', 'id' | 'email_marketing_consent'>[]>`
        SELECT u.id, u.email_marketing_consent FROM carts c JOIN users u ON u.id = c.user_id
        WHERE c.reminder_token_hash = ${hash}`
    : [];
  if (!user) throw notFound(OPT_OUT_MESSAGES.invalidLink);
  if (user.email_marketing_consent) await setMarketingConsent(sql, user.id, false, clientIp);
}
