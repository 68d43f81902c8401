import { conflict, invalid } from '../../core/errors.ts';
import { MAX_LINE_QUANTITY, CART_MESSAGES } from '../../schemas/cart.ts';
import { EMPTY_CART_MESSAGE } from '../../schemas/checkout.ts';
import type { CheckoutLine } from './cart-lines.ts';
import { lineName } from '../../shared/line-name.ts';
import { orderRuleProblem } from '../cart/sellable.ts';

/**
 * A cart can be paid for when it has lines, each still on sale, each within the shop's
 * cap and the product's minimum and step (stock is checked when reserving).
 */
export function assertCheckoutable(lines: CheckoutLine[]): void {
  if (lines.length === 0) throw invalid(EMPTY_CART_MESSAGE);
  const inactive = lines.find((l) => !l.active);
  if (inactive) throw conflict(`${inactive.productName} artık satışta değil. Lütfen sepetinizden çıkarın.`);
  for (const line of lines) {
    const name = lineName(line);
    if (line.quantity > MAX_LINE_QUANTITY) throw invalid(`${name}: ${CART_MESSAGES.quantityTooLarge}`);
    // A quoted line's quantity is the one the shop quoted (decision 0297).
    const problem = line.quoteId === null ? orderRuleProblem(line.quantity, line) : null;
    if (problem) throw invalid(`${name}: ${problem}`);
  }
}
