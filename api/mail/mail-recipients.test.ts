import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// nodemailer's own parser of address headers, the way a mail server reads them.
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { loadConfig } from '../core/config.ts';
import type { AppContext } from '../core/context.ts';
import { sendShippedMail } from './shipped-mail.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Sends the 'shipped' mail through the file transport and returns the written message's headers. */
async function shippedMailHeaders(customerName: string): Promise<Map<string, string[]>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mail-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await sendShippedMail({ config } as AppContext, {
    orderNumber: 'AB12CD34',
    customerName,
    customerEmail: 'musteri@ornek.com.tr',
    carrier: 'Aras Kargo',
    trackingNumber: '123',
  });
  const [file] = await readdir(config.mailDir);
  const raw = await readFile(path.join(config.mailDir, file!), 'utf8');
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const name = line.slice(0, line.indexOf(':')).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return headers;
}

describe('mail recipients are { name, address } objects', () => {
  it.each([
    'x <attacker@example.com>',
    'Ayşe, attacker@example.com',
    'Ayşe; attacker@example.com',
    '"Ayşe" <attacker@example.com>, "B"',
    'Ayşe\r\nBcc: attacker@example.com',
    'Ayşe\nCc: attacker@example.com',
  ])('a customer named %j gets the mail alone, and no header is added', async (name) => {
    const headers = await shippedMailHeaders(name);
    const to = headers.get('to') ?? [];
    expect(to).toHaveLength(1);
    const recipients = addressparser(to[0]!, { flatten: true });
    expect(recipients.map((r: { address: string }) => r.address)).toEqual(['musteri@ornek.com.tr']);
    expect([...headers.keys()].filter((h) => ['bcc', 'cc', 'reply-to'].includes(h))).toEqual([]);
    expect([...headers.values()].flat().join('\n')).not.toContain('attacker@example.com>');
  });

  it('keeps an ordinary Turkish name as the display name', async () => {
    const to = (await shippedMailHeaders('Ayşe Yılmaz')).get('to')![0]!;
    expect(addressparser(to, { flatten: true })).toHaveLength(1);
    expect(to).toContain('<musteri@ornek.com.tr>');
  });
});
