import type { OrderView } from '../../schemas/order.ts';

/**
 * KVKK rule for orders looked up by number (docs/decisions/0118): the number alone shows
 * the buyer's contact and address details for FULL_DETAILS_DAYS after the order (the link
 * in the confirmation e-mail works on any device while the order is on its way); after
 * that only the signed-in owner or the browser session that placed it sees them, everyone
 * else a masked copy in the same shape.
 */
export const FULL_DETAILS_DAYS = 30;

export interface OrderViewer {
  userId: number | null;
  sessionId: string | null;
}

export interface OrderOwnership {
  userId: number | null;
  sessionId: string | null;
  createdAt: Date;
}

export function showsFullDetails(order: OrderOwnership, viewer: OrderViewer, now = new Date()): boolean {
  if (viewer.userId !== null && order.userId === viewer.userId) return true;
  if (viewer.sessionId !== null && order.sessionId === viewer.sessionId) return true;
  return now.getTime() - order.createdAt.getTime() < FULL_DETAILS_DAYS * 24 * 60 * 60_000;
}

/** First letter of each word kept: "Ayşe Yılmaz" → "A*** Y***". */
const maskWords = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w[0]}***`)
    .join(' ');
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};
const maskTail = (text: string, keep: number) =>
  text.length > keep ? `${'*'.repeat(text.length - keep)}${text.slice(-keep)}` : '*'.repeat(text.length);

/** The same order with who and where masked; the lines, amounts, status and cities stay. */
export function maskedOrder(order: OrderView): OrderView {
  return {
    ...order,
    customerName: maskWords(order.customerName),
    customerEmail: maskEmail(order.customerEmail),
    customerPhone: maskTail(order.customerPhone.replace(/\s+/g, ''), 2),
    companyName: order.companyName ? maskWords(order.companyName) : null,
    taxNumber: order.taxNumber ? maskTail(order.taxNumber, 2) : null,
    billingAddress: '***',
    billingPostalCode: '*****',
    shippingAddress: '***',
    shippingPostalCode: '*****',
    notes: null,
    // The ETTN opens the invoice's PDF (decision 0330): only who may see the details gets it.
    invoice: order.invoice && { ...order.invoice, uuid: maskTail(order.invoice.uuid, 4) },
    // Only who may ask for a return sees its note, the shop's agreement code and the form (decision 0390).
    returns: order.returns.map(({ returnCode: _code, ...r }) => ({
      ...r,
      note: '',
      photos: [],
      senderTracking: null,
      events: [],
    })),
    returnOptions: null,
  };
}
