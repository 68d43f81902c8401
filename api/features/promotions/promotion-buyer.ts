// Who a per-customer limit counts (decision 0335): one mailbox is one buyer, however its
// address is spelled.

/**
 * The key a buyer's e-mail address is counted under: lower case, without the '+tag' of its
 * local part, which most providers deliver to the same mailbox (a+1@x, A+2@x and a@x are one).
 */
export function promotionEmailKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, '');
  return `${local}${lower.slice(at)}`;
}
