// Decision 0335: whenever an order is paid or reinstated by a late payment, every limit it
// depends on is checked again in the payment's transaction (stock in order-stock.ts, promotion
// uses in promotions/promotion-uses.ts, the quote's one order in quotes/quote-order.ts). One
// that no longer fits throws a LimitGone: the transaction writes nothing, and the payment is
// given back at once, recorded and shown to the admin (unfilled-payment.ts).

interface LimitTexts {
  /** The refusal as a 409 for whoever asked (the admin recording a transfer, an open-account buyer). */
  message: string;
  /** Why, inside the order's history note ('…; <why> ödeme iade ediliyor'). */
  why: string;
  /** The buyer's reason in the refund mail. */
  mail: string;
}

/** Raised inside a transaction when a paid order no longer fits one of its limits. */
export class LimitGone extends Error {
  readonly texts: LimitTexts;
  constructor(texts: LimitTexts) {
    super(texts.why);
    this.texts = texts;
  }

  /** The history note of a payment on a live order that cannot be filled. */
  get paidNote(): string {
    return `Ödeme alındı, ancak ${this.texts.why} ödeme iade ediliyor`;
  }

  /** The history note of a payment that arrived after its order was cancelled. */
  get lateNote(): string {
    return `Ödeme, sipariş iptal edildikten sonra geldi; ${this.texts.why} ödeme iade ediliyor`;
  }
}
