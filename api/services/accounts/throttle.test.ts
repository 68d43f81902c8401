import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../../core/rate-limit.ts';
import { isDomainError } from '../../core/errors.ts';
import {
  checkLoginAttempt,
  checkRegisterAttempt,
  forgetLoginFailures,
  LOGIN_LIMITS,
  THROTTLE_MESSAGES,
} from './throttle.ts';

/** The refusal message of an attempt, or 'ok'. */
const outcome = (attempt: Promise<void>) =>
  attempt.then(
    () => 'ok',
    (error: unknown) => (isDomainError(error) && error.kind === 'too-many' ? error.message : Promise.reject(error)),
  );

describe('login and registration counters', () => {
  it('never refuses a name everywhere: guessed at from many addresses, each fresh address keeps one try', async () => {
    expect(LOGIN_LIMITS.perUser.max).toBeGreaterThanOrEqual(20 * LOGIN_LIMITS.perUserAndIp.max);
    const store = createMemoryRateLimitStore();
    for (let a = 0; a < LOGIN_LIMITS.perUser.max / LOGIN_LIMITS.perUserAndIp.max; a++) {
      for (let i = 0; i < LOGIN_LIMITS.perUserAndIp.max; i++)
        expect(await outcome(checkLoginAttempt(store, `10.0.${a}.1`, 'ayse'))).toBe('ok');
    }
    expect(await outcome(checkLoginAttempt(store, '10.9.9.9', 'ayse'))).toBe('ok');
    expect(await outcome(checkLoginAttempt(store, '10.9.9.9', 'ayse'))).toBe(THROTTLE_MESSAGES.loginUser);
    expect(await outcome(checkLoginAttempt(store, '10.9.9.10', 'ayse'))).toBe('ok');
    expect(await outcome(checkLoginAttempt(store, '10.9.9.9', 'mehmet'))).toBe('ok');
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 1; i <= 5; i++) await checkLoginAttempt(store, `2001:db8::${i}`, 'ayse');
    expect(await outcome(checkLoginAttempt(store, '2001:db8::ab:6', 'ayse'))).toBe(THROTTLE_MESSAGES.loginUser);
    expect(await outcome(checkLoginAttempt(store, '2001:db8:0:1::1', 'ayse'))).toBe('ok');
  });

  it('counts I/ı/İ/i spellings of one name together', async () => {
    const store = createMemoryRateLimitStore();
    for (const name of ['ismail', 'İsmail', 'ISMAIL', 'Ismail', 'ısmaıl'])
      await checkLoginAttempt(store, '10.0.0.1', name);
    expect(await outcome(checkLoginAttempt(store, '10.0.0.1', 'İSMAİL'))).toBe(THROTTLE_MESSAGES.loginUser);
  });

  it('a successful login frees every address of the name', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await checkLoginAttempt(store, '10.0.0.1', 'admin');
    expect(await outcome(checkLoginAttempt(store, '10.0.0.1', 'admin'))).toBe(THROTTLE_MESSAGES.loginUser);
    await forgetLoginFailures(store, 'admin');
    expect(await outcome(checkLoginAttempt(store, '10.0.0.1', 'admin'))).toBe('ok');
  });

  it('allows a hundred login attempts per address in 15 minutes (a carrier NAT), then refuses', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 100; i++) expect(await outcome(checkLoginAttempt(store, '10.0.0.1', `kisi${i}`))).toBe('ok');
    expect(await outcome(checkLoginAttempt(store, '10.0.0.1', 'yeni'))).toBe(THROTTLE_MESSAGES.ip);
  });

  it('registers at least 60 an hour from one address by default settings', async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 60; i++) {
      expect(
        await outcome(
          checkRegisterAttempt(store, 100, {
            ip: '10.0.0.1',
            username: `k${i}`,
            email: `k${i}@ornek.com`,
            session: null,
          }),
        ),
      ).toBe('ok');
    }
  });
});
