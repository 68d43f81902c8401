import { useEffect, useRef, useState } from 'react';
import type { TradeCompany } from '#api/features/trade/schemas.ts';
import { loadTradeState } from '../account/account-store';
import type { CheckoutValues } from './form-values';

/**
 * An approved trade customer's checkout starts as 'Kurumsal' with the company's invoice
 * identity; invoice fields the customer already typed are left alone.
 */
export function tradeInvoicePatch(account: TradeCompany, values: CheckoutValues): Partial<CheckoutValues> {
  if (values.companyName || values.taxNumber || values.taxOffice) return {};
  return {
    invoiceType: 'corporate',
    companyName: account.companyName,
    taxNumber: account.taxNumber,
    taxOffice: account.taxOffice,
  };
}

/** Once a customer is signed in: their trade account, if any, fills the invoice section. */
export function useTradeInvoice(
  signedIn: boolean,
  values: CheckoutValues,
  update: (patch: Partial<CheckoutValues>) => void,
) {
  const [account, setAccount] = useState<TradeCompany | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!signedIn || asked.current) return;
    asked.current = true;
    loadTradeState().then(
      (state) => setAccount(state.account),
      () => undefined,
    );
  }, [signedIn]);
  // Applied once, in the render after the account arrives, to the values of that moment.
  useEffect(() => {
    if (account) update(tradeInvoicePatch(account, values));
  }, [account]);
}
