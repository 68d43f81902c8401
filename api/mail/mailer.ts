import { mkdir, writeFile } from 'node:fs/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../core/private-files.ts';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Config } from '../core/config.ts';
import { mailTransports } from '../core/rare-libraries.ts';

/** A recipient as nodemailer's object: the name is encoded by nodemailer, never parsed as an address list. */
export interface MailAddress {
  name: string;
  address: string;
}

/** A file sent with a mail, base64 so the message stays plain JSON in the outbox. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
}

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Extra headers the shop writes itself (List-Unsubscribe); never text a visitor typed. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file's bytes as an attachment. */
export const attachment = (filename: string, contentType: string, bytes: Uint8Array): MailAttachment => ({
  filename,
  contentType,
  content: Buffer.from(bytes).toString('base64'),
  encoding: 'base64',
});

/**
 * A recipient from a name and an address people typed: line breaks and the characters that
 * separate or quote addresses are dropped from the name, so it can only ever be a display name.
 */
export function mailAddress(name: string, address: string): MailAddress {
  return {
    name: name
      // Control characters are exactly what a header must not carry.
      // eslint-disable-next-line no-control-regex
      .replace(/[\r\n\t<>,;:"\\\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100),
    address: address.trim(),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file under DATA_DIR/mail. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'mailDir'>): Mailer {
  // nodemailer is loaded at the first mail, and its transport made once then.
  if (config.SMTP_URL) {
    const smtpUrl = withTimeouts(config.SMTP_URL);
    let transport: Promise<Transporter> | null = null;
    return {
      async send(message) {
        transport ??= mailTransports().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  let transport: Promise<Transporter<StreamTransport.SentMessageInfo>> | null = null;
  return {
    async send(message) {
      transport ??= mailTransports().then((nodemailer) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
      );
      const info = await (await transport).sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(config.mailDir, { recursive: true, mode: PRIVATE_DIR });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // A mail file holds a reset or claim link: the shop's user alone reads it.
      await writeFile(path.join(config.mailDir, name), info.message as Buffer, { mode: PRIVATE_FILE });
    },
  };
}

/**
 * nodemailer waits up to two minutes for a silent server; a request that sends a mail inline
 * (shipped, refund) gives up sooner and leaves the mail to the outbox. The URL's own query wins.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  return url.href;
}

const mailers = new WeakMap<object, Mailer>();
/** One mailer per configuration (the SMTP transport keeps its connection settings). */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) mailers.set(config, (mailer = createMailer(config)));
  return mailer;
}
