import { tooMany } from '../../core/errors.ts';
import { addressKey } from '../../core/address-key.ts';
import { withinLimit, type Limit, type RateLimitStore } from '../../core/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Wide limits per address (a mobile operator's NAT or an office puts many honest people behind
// one), narrow ones per name, e-mail and browser session (docs/decisions/0120). An IPv6 address
// counts as its /64. Nothing refuses a name everywhere at once: guessing spread over many
// addresses is slowed to one try per address, and the owner, from an address that has not
// failed, still gets in (docs/decisions/0253).
export const LOGIN_LIMITS = {
  perIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  /** Tries at one name from one address since the name's last successful login. */
  perUserAndIp: { name: 'login-user-ip', max: 5, windowMs: 15 * MINUTE },
  /** Tries at one name from everywhere together; past `max` the name is being guessed at. */
  perUser: { name: 'login-user', max: 100, windowMs: 15 * MINUTE },
  /** While the name is guessed at: tries per address, enough for the owner's one right password. */
  perAddressUnderGuessing: 1,
} as const;

export const registerLimits = (perIpPerHour: number) =>
  ({
    perIp: { name: 'register-ip', max: perIpPerHour, windowMs: HOUR },
    perUser: { name: 'register-user', max: 5, windowMs: HOUR },
    perEmail: { name: 'register-email', max: 5, windowMs: HOUR },
    perSession: { name: 'register-session', max: 5, windowMs: HOUR },
  }) satisfies Record<string, Limit>;

export const THROTTLE_MESSAGES = {
  ip: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  loginUser: `Bu kullanıcı adıyla çok fazla başarısız giriş denemesi yapıldı. Lütfen ${LOGIN_LIMITS.perUserAndIp.windowMs / MINUTE} dakika sonra tekrar deneyin.`,
  registerUser: 'Bu bilgilerle çok fazla kayıt denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
} as const;

/** One key for every spelling the database may treat as the same name: case folded, and I/ı/İ/i as one letter. */
export const usernameKey = (username: string) => username.trim().toLocaleLowerCase('tr-TR').replaceAll('ı', 'i');

// A successful login starts a new generation of the name's per-address counters, so every
// address locked out by someone else's guesses is free again.
const generationKey = (name: string) => `login-generation:${name}`;

async function pairKey(store: RateLimitStore, username: string, ip: string): Promise<string> {
  const name = usernameKey(username);
  return `${name}:${await store.peek(generationKey(name))}:${ip}`;
}

/**
 * Counts a login attempt; 'too-many' past the address's ceiling or the name-and-address's,
 * which drops to one try while the name is being guessed at from many addresses.
 */
export async function checkLoginAttempt(store: RateLimitStore, ip: string, username: string): Promise<void> {
  const address = addressKey(ip);
  if (!(await withinLimit(store, LOGIN_LIMITS.perIp, address))) throw tooMany(THROTTLE_MESSAGES.ip);
  const { perUser, perUserAndIp } = LOGIN_LIMITS;
  const guessedAt = (await store.hit(`${perUser.name}:${usernameKey(username)}`, perUser.windowMs)).count > perUser.max;
  const pair = await store.hit(
    `${perUserAndIp.name}:${await pairKey(store, username, address)}`,
    perUserAndIp.windowMs,
  );
  if (pair.count > (guessedAt ? LOGIN_LIMITS.perAddressUnderGuessing : perUserAndIp.max))
    throw tooMany(THROTTLE_MESSAGES.loginUser);
}

/** A successful login clears the name's failures everywhere. */
export async function forgetLoginFailures(store: RateLimitStore, username: string): Promise<void> {
  const name = usernameKey(username);
  await store.reset(`${LOGIN_LIMITS.perUser.name}:${name}`);
  await store.hit(generationKey(name), 24 * HOUR);
}

export interface RegisterAttempt {
  ip: string;
  username: string;
  email: string;
  /** The browser's guest session (X-Session-ID), when it sent one. */
  session: string | null;
}

export async function checkRegisterAttempt(
  store: RateLimitStore,
  perIpPerHour: number,
  attempt: RegisterAttempt,
): Promise<void> {
  const limits = registerLimits(perIpPerHour);
  if (!(await withinLimit(store, limits.perIp, addressKey(attempt.ip)))) throw tooMany(THROTTLE_MESSAGES.ip);
  const narrow: [Limit, string | null][] = [
    [limits.perUser, usernameKey(attempt.username)],
    [limits.perEmail, attempt.email.trim().toLowerCase()],
    [limits.perSession, attempt.session],
  ];
  for (const [limit, key] of narrow) {
    if (key !== null && !(await withinLimit(store, limit, key))) throw tooMany(THROTTLE_MESSAGES.registerUser);
  }
}
