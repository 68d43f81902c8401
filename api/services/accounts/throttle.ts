import { tooMany } from '../../core/errors.ts';
import { withinLimit, type Limit, type RateLimitStore } from '../../http/rate-limit.ts';

const MINUTE = 60_000;

// Attempts per client address, and per username.
export const AUTH_LIMITS = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  /** Attempts since the last successful login: the 6th in a row is refused for 15 minutes. */
  loginPerUser: { name: 'login-user', max: 5, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: 60 * MINUTE },
  registerPerUser: { name: 'register-user', max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export const THROTTLE_MESSAGES = {
  ip: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
  loginUser: 'Bu kullanıcı adıyla çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
  registerUser: 'Bu kullanıcı adıyla çok fazla kayıt denemesi yapıldı. Lütfen daha sonra tekrar deneyin.',
} as const;

/** One key for every spelling the database may treat as the same name: case folded, and I/ı/İ/i as one letter. */
export const usernameKey = (username: string) => username.trim().toLocaleLowerCase('tr-TR').replaceAll('ı', 'i');

/** Counts a login attempt; 429 past either limit. */
export async function checkLoginAttempt(store: RateLimitStore, ip: string, username: string): Promise<void> {
  if (!(await withinLimit(store, AUTH_LIMITS.loginPerIp, ip))) throw tooMany(THROTTLE_MESSAGES.ip);
  if (!(await withinLimit(store, AUTH_LIMITS.loginPerUser, usernameKey(username)))) throw tooMany(THROTTLE_MESSAGES.loginUser);
}

/** A successful login clears the username's count of failures. */
export function forgetLoginFailures(store: RateLimitStore, username: string): Promise<void> {
  return store.reset(`${AUTH_LIMITS.loginPerUser.name}:${usernameKey(username)}`);
}

export async function checkRegisterAttempt(store: RateLimitStore, ip: string, username: string): Promise<void> {
  if (!(await withinLimit(store, AUTH_LIMITS.registerPerIp, ip))) throw tooMany(THROTTLE_MESSAGES.ip);
  if (!(await withinLimit(store, AUTH_LIMITS.registerPerUser, usernameKey(username)))) throw tooMany(THROTTLE_MESSAGES.registerUser);
}
