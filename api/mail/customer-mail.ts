import type { AppContext } from '../core/context.ts';
import { mailAddress, type MailMessage } from './mailer.ts';
import { deliverMail, type Delivery } from './outbox.ts';

/** The customer a mail is written to: addressed by this name. */
export interface Addressee {
  name: string;
  email: string;
}

/**
 * A mail to one customer, through the outbox: 'Sayın <name>,' above the body, the way every
 * mail of the shop opens. `extra` carries a reply address, headers or attachments.
 */
export function mailCustomer(
  ctx: AppContext,
  to: Addressee,
  subject: string,
  body: string[],
  extra: Pick<MailMessage, 'replyTo' | 'headers' | 'attachments'> = {},
): Promise<Delivery> {
  return deliverMail(ctx, {
    to: mailAddress(to.name, to.email),
    subject,
    text: [`Sayın ${to.name},`, '', ...body].join('\n'),
    ...extra,
  });
}
