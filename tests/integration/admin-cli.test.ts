import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { readPassword } from '#api/auth/password-prompt.ts';
import { PASSWORD_POLICY_MESSAGES } from '#api/auth/password-policy.ts';
import { AUTH_MESSAGES } from '#api/schemas/auth.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** `npm run admin:create -- …args` with `input` piped to standard input, on its own data folder. */
async function adminCreate(args: string[], input: string) {
  const dir = await mkdtemp(path.join(process.cwd(), 'data', 'cli-'));
  dirs.push(dir);
  const child = spawn(process.execPath, ['api/auth/admin-cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.stdin.end(input);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, out };
}

// Both refusals happen before any database is opened.
describe('npm run admin:create', () => {
  it('reads the password from the first line of standard input', async () => {
    expect(await readPassword('Şifre: ', Readable.from(['Uzun-Yonetici-', 'Sifresi-8\nikinci satır\n']))).toBe(
      'Uzun-Yonetici-Sifresi-8',
    );
    expect(await readPassword('Şifre: ', Readable.from(['\n']))).toBe('');
  });

  it('refuses a password given as an argument', async () => {
    const refused = await adminCreate(['yonetici2', 'Komut-Satiri-Sifresi'], '');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('komut satırında verilmez');
  }, 60_000);

  it('refuses a common password in Turkish', async () => {
    const refused = await adminCreate(['yonetici3'], 'qwerty123456\n');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(PASSWORD_POLICY_MESSAGES.common);
  }, 60_000);

  it('refuses an admin password under 12 characters', async () => {
    const refused = await adminCreate(['yonetici4'], 'Kisa-Sifre1\n');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(AUTH_MESSAGES.adminPasswordShort);
  }, 60_000);

  it('refuses a name the registration form would refuse, before asking for a password', async () => {
    const refused = await adminCreate(['x <saldirgan@example.com>'], 'Uzun-Yonetici-Sifresi-8\n');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(AUTH_MESSAGES.usernameChars);
    expect(refused.out).not.toContain('Yönetici oluşturuldu');
  }, 60_000);
});
