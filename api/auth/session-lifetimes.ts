// How long a session lives (docs/decisions/0121). An admin can change prices and content, so an
// admin session left open on a shared computer ends soon; a customer stays signed in for weeks.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SessionLifetime {
  /** Ends after this long without a request. */
  idleMs: number;
  /** Ends this long after sign-in, however active. */
  absoluteMs: number;
  /** The idle end is pushed forward at most this often (one write per session and step). */
  renewStepMs: number;
}

export const SESSION_LIFETIMES = {
  customer: { idleMs: 30 * DAY, absoluteMs: 90 * DAY, renewStepMs: DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE, renewStepMs: MINUTE },
} as const satisfies Record<string, SessionLifetime>;

export const lifetimeOf = (isAdmin: boolean): SessionLifetime =>
  isAdmin ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.customer;
