import type { AppContext } from '../../core/context.ts';
import type { Sql } from '#db/connection.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { AUTH_MESSAGES } from '../../schemas/auth.ts';
import { ACCOUNT_MESSAGES, type AccountProfile, type ProfileInput } from '../../schemas/account.ts';
import { CONSENT_TEXT_VERSION } from './consents.ts';
import { confirmPassword } from './password-check.ts';
import { sendEmailVerification } from './email-verification.ts';

interface ProfileRow {
  username: string;
  email: string;
  full_name: string;
  phone: string | null;
  created_at: Date;
  email_marketing_consent: boolean;
  consent_changed_at: Date | null;
  email_verified: boolean;
}

export async function readProfile(sql: Sql, userId: number): Promise<AccountProfile> {
  const [row] = await sql<ProfileRow[]>`
    SELECT u.username, u.email, u.full_name, u.phone, u.created_at, u.email_marketing_consent,
      u.email_verified_at IS NOT NULL AS email_verified,
      (SELECT max(c.created_at) FROM consents c WHERE c.user_id = u.id AND c.kind = 'marketing' AND c.order_id IS NULL) AS consent_changed_at
    FROM users u WHERE u.id = ${userId}`;
  if (!row) throw notFound();
  return {
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    phone: row.phone,
    createdAt: new Date(row.created_at).toISOString(),
    marketingConsent: {
      granted: row.email_marketing_consent,
      changedAt: row.consent_changed_at ? new Date(row.consent_changed_at).toISOString() : null,
    },
    emailVerified: row.email_verified,
  };
}

/** Name and phone freely; a new e-mail address only with the current password. */
export async function updateProfile(ctx: AppContext, userId: number, input: ProfileInput): Promise<AccountProfile> {
  const [current] = await ctx.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${userId}`;
  if (!current) throw notFound();
  const emailChanges = current.email.toLowerCase() !== input.email.toLowerCase();
  if (emailChanges) {
    if (!input.password) throw conflict(ACCOUNT_MESSAGES.passwordForEmail);
    await confirmPassword(ctx, userId, input.password);
  }
  try {
    // A new address is unverified until its own mailbox answers (decision 0343).
    await ctx.sql`
      UPDATE users SET full_name = ${input.fullName}, phone = ${input.phone}, email = ${input.email},
        email_verified_at = CASE WHEN lower(email) = lower(${input.email}) THEN email_verified_at END
      WHERE id = ${userId}`;
  } catch (error) {
    if ((error as { constraint_name?: string }).constraint_name === 'users_email_unique')
      throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
  if (emailChanges) {
    // Links sent to the old address must not work for the new one.
    await ctx.sql`DELETE FROM account_tokens WHERE user_id = ${userId} AND used_at IS NULL`;
    await sendEmailVerification(ctx, userId);
  }
  return readProfile(ctx.sql, userId);
}

/** Gives or withdraws the marketing consent, recorded with time and text version like the original. */
export async function setMarketingConsent(
  sql: Sql,
  userId: number,
  granted: boolean,
  clientIp: string,
): Promise<AccountProfile> {
  await sql.begin(async (tx) => {
    await tx`UPDATE users SET email_marketing_consent = ${granted} WHERE id = ${userId}`;
    await tx`
      INSERT INTO consents (user_id, kind, granted, text_version, client_ip)
      VALUES (${userId}, 'marketing', ${granted}, ${CONSENT_TEXT_VERSION.marketing}, ${clientIp})`;
  });
  return readProfile(sql, userId);
}
