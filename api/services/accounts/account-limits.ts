import { tooMany } from '../../core/errors.ts';
import { withinLimit, type Limit, type RateLimitStore } from '../../core/rate-limit.ts';
import { PASSWORD_TRIES_MINUTES } from '../../schemas/account.ts';

const MINUTE = 60_000;

// Abuse limits of the account's e-mail links and of password checks on a signed-in session.
export const ACCOUNT_LIMITS = {
  resetPerIp: { name: 'reset-ip', max: 10, windowMs: 15 * MINUTE },
  /** Counted for unknown addresses too, so the limit says nothing about who is registered. */
  resetPerEmail: { name: 'reset-email', max: 3, windowMs: 60 * MINUTE },
  resetConfirmPerIp: { name: 'reset-confirm-ip', max: 20, windowMs: 15 * MINUTE },
  claimPerUser: { name: 'order-claim-user', max: 3, windowMs: 60 * MINUTE },
  verificationPerUser: { name: 'email-verification-user', max: 3, windowMs: 60 * MINUTE },
  /** Wrong passwords on profile change or deletion: a stolen session must not guess the password. */
  passwordPerUser: { name: 'account-password-user', max: 5, windowMs: PASSWORD_TRIES_MINUTES * MINUTE },
} satisfies Record<string, Limit>;

export async function enforceLimit(store: RateLimitStore, limit: Limit, key: string, message?: string): Promise<void> {
  if (!(await withinLimit(store, limit, key))) throw tooMany(message);
}
